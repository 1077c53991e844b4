import { usePageContext } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { Actions } from '../../components/ui/Actions'
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
    <PageHero
      id="bestaetigung-titel"
      mark={<StatusMark icon={copy.icon} tone={ok ? 'done' : 'note'} status={status} />}
      title={copy.title}
      lead={copy.text}
      leadClassName=""
      spacing="max-w-2xl gap-6 py-16 sm:py-24"
    >
      <Actions centred>
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
      </Actions>
    </PageHero>
  )
}
