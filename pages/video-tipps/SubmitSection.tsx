import { ButtonLink } from '../../components/ui/ButtonLink'

/** The closing call: submit the pitch (/spotlight-registration) or read more about the event. */
export function SubmitSection() {
  return (
    <section aria-labelledby="einreichen-titel" className="section-y bg-ink-50">
      <div className="container-site flex flex-col items-center gap-6 text-center">
        <span className="icon-tile h-14 w-14 text-3xl">
          <span className="i-lucide-send" aria-hidden="true" />
        </span>
        <h2 id="einreichen-titel" className="h-section max-w-2xl">
          Dein Video ist fertig? Dann ab ins Spotlight.
        </h2>
        <p className="lead max-w-2xl">
          Reiche deinen 60&nbsp;Sekunden Pitch bis zum 12.11.2025 ein – die Jury bewertet ihn, und mit etwas Glück
          pitchst du im Finale am 20.11.2025 vor über 30 Business Angels.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href="/spotlight-registration" icon="i-lucide-arrow-right">
            Pitch einreichen
          </ButtonLink>
          <ButtonLink href="/spotlight" variant="secondary">
            Mehr zum Spotlight
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
