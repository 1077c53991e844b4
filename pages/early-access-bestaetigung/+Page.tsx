import { usePageContext } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { confirmationCopy } from '../../data/signup'

/**
 * Behind the confirmation link of the early-access mail: GET /api/early-access/confirm renders this page
 * with the outcome (confirmed, or an explanation with status 400). Opened directly, it explains itself.
 */
export default function Page() {
  const { confirmation } = usePageContext()
  const status = confirmation ?? 'none'
  const copy = confirmationCopy[status]
  const ok = status === 'confirmed'
  return (
    <section aria-labelledby="bestaetigung-titel" className="bg-gradient-hero py-16 sm:py-24">
      <div className="container-site flex max-w-2xl flex-col items-center gap-6 text-center" data-confirmation={status}>
        <span
          className={`flex h-16 w-16 items-center justify-center rounded-full text-3xl ${ok ? 'bg-mint-100 text-mint-700' : 'bg-brand-50 text-brand-700'}`}
        >
          <span className={copy.icon} aria-hidden="true" />
        </span>
        <h1 id="bestaetigung-titel" className="h-display">
          {copy.title}
        </h1>
        <p className="lead">{copy.text}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {ok ? (
            <>
              <ButtonLink href="/video-tipps" icon="i-lucide-arrow-right">
                Pitch vorbereiten
              </ButtonLink>
              <ButtonLink href="/" variant="secondary">
                Zur Startseite
              </ButtonLink>
            </>
          ) : (
            <ButtonLink href="/early-access#anmelden" icon="i-lucide-arrow-right">
              Early Access sichern
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  )
}
