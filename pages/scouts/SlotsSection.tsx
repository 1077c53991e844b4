import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { communityUrl } from '../../data/links'
import { scoutProgramme, scoutRoundCopy, scoutSlots } from './copy'

/** The call to action with the slots bar; the round's dates stand once, in the hero (worded by the stage there). */
export function SlotsSection() {
  const { places, taken } = scoutProgramme
  const { scouts: stage } = useTimeline()
  const copy = scoutRoundCopy[stage]
  const links = useLinks()
  return (
    <Section id="plaetze" labelledBy="plaetze-titel">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 rounded-4xl bg-gradient-brand px-6 py-12 text-center text-white shadow-brand sm:px-12 sm:py-16">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
          <span className={copy.icon} aria-hidden="true" />
          <span data-phase={stage}>{copy.chip}</span>
        </p>
        <h2 id="plaetze-titel" className="h-section text-white">
          {copy.title}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-white/90">{copy.text}</p>
        {stage === 'closed' ? null : (
          <div className="flex w-full max-w-xl flex-col gap-3">
            <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
              <span id="plaetze-label">{`${taken} von ${places} Plätzen vergeben`}</span>
              <span className="tabular-nums">{scoutSlots.percent}&nbsp;%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="plaetze-label"
              aria-valuemin={0}
              aria-valuemax={places}
              aria-valuenow={taken}
              aria-valuetext={`${taken} von ${places} Plätzen vergeben (${scoutSlots.percent}\u00a0%)`}
              className="h-4 w-full overflow-hidden rounded-full bg-ink-950/30 ring-1 ring-white/25"
            >
              <div className="h-full rounded-full bg-white" style={{ width: `${scoutSlots.percent}%` }} />
            </div>
          </div>
        )}
        {stage === 'closed' ? (
          <ButtonLink href={communityUrl(links, 'scouts')} external variant="light" icon="i-lucide-arrow-up-right">
            {copy.button}
          </ButtonLink>
        ) : (
          <ButtonLink href="/scouts-form" variant="light" icon="i-lucide-arrow-right">
            {copy.button}
          </ButtonLink>
        )}
      </div>
    </Section>
  )
}
