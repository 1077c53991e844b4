import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { spotlightEvent } from '../../data/event'
import { founderRegistrationUrl } from '../../data/links'
import { spotlightDeadline as copy } from '../../data/pages/spotlight'

export function DeadlineSection() {
  const links = useLinks()
  return (
    <section id="einreichen" aria-labelledby="einreichen-titel" className="section-y bg-gradient-ink text-white">
      <div className="container-site flex flex-col items-center gap-8 text-center">
        <div className="flex max-w-2xl flex-col items-center gap-4">
          <p className="eyebrow text-brand-200">{copy.eyebrow}</p>
          <h2 id="einreichen-titel" className="h-section text-white">
            {copy.title}
          </h2>
          <p className="text-lg leading-relaxed text-ink-100">{copy.intro}</p>
        </div>
        {/* Hydrated shortly before it scrolls into view (200 px margin): it shows the server's value until then. */}
        <CountdownBlock
          when="visible"
          target={spotlightEvent.pitchDeadline}
          label={copy.countdownLabel}
          endedText={copy.countdownEnded}
          tone="dark"
        />
        <div className="flex flex-col items-center gap-3">
          <ButtonLink href={founderRegistrationUrl(links)} external icon="i-lucide-arrow-up-right">
            {copy.apply}
          </ButtonLink>
          <p className="text-sm text-ink-100">{copy.note}</p>
        </div>
      </div>
    </section>
  )
}
