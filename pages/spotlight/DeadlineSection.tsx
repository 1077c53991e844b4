import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section, SectionHeading } from '../../components/ui/Section'
import { spotlightCta, spotlightDeadline } from './copy'

/** The call to action before "Über uns": the deadline while applications are open, then what comes next. */
export function DeadlineSection() {
  const links = useLinks()
  const { spotlight: stage } = useTimeline()
  const copy = spotlightDeadline[stage]
  const cta = spotlightCta(stage, links)
  return (
    <Section
      id="einreichen"
      tone="ink"
      labelledBy="einreichen-titel"
      phase={stage}
      contentClassName="flex flex-col items-center gap-8 text-center"
    >
      <SectionHeading id="einreichen-titel" copy={copy} className="max-w-2xl items-center gap-4" />
      {copy.countdown ? (
        // Hydrated shortly before it scrolls into view (200 px margin): it shows the target date until then.
        <CountdownBlock
          when="visible"
          target={copy.countdown.target}
          label={copy.countdown.label}
          endedText={copy.countdown.ended}
          tone="dark"
        />
      ) : null}
      <div className="flex flex-col items-center gap-3">
        <ButtonLink href={cta.href} external icon="i-lucide-arrow-up-right">
          {cta.label}
        </ButtonLink>
        <p className="text-sm text-ink-100">{copy.note}</p>
      </div>
    </Section>
  )
}
