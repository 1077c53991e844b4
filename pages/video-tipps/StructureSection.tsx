import type { CSSProperties } from 'react'
import { Section } from '../../components/ui/Section'
import { pitchStructureIntro as copy, pitchStructure } from './copy'

/** Each part's colour along the minute, pink to violet as the brand gradient runs. */
const segmentColours = [
  'border-brand-500',
  'border-brand-600',
  'border-[#9D2BC9]',
  'border-violet-600',
  'border-violet-500',
] as const

/** The parts with the second each starts at and its length, from the second each ends at. */
const parts = pitchStructure.map((part, index) => {
  const from = pitchStructure[index - 1]?.until ?? 0
  return { ...part, from, seconds: part.until - from, colour: segmentColours[index] }
})

/**
 * The five-part pitch structure on the dark ink background, as a timeline of the minute: from 1024 px each card is
 * as wide as its part is long (grid columns in `fr` of its seconds) and its top edge is the part's segment of the
 * bar (round 24: a bar split by time over five equal cards did not line up); stacked on phones, each card's left
 * edge carries its colour.
 */
export function StructureSection() {
  const columns = { '--parts': parts.map((part) => `${part.seconds}fr`).join(' ') } as CSSProperties
  return (
    <Section id="aufbau" tone="ink" copy={copy}>
      <ol className="grid gap-3 lg:grid-cols-[var(--parts)] lg:gap-1.5" style={columns}>
        {parts.map((part) => (
          <li
            key={part.title}
            className={`flex flex-col gap-2 rounded-2xl border-l-4 bg-white/5 py-4 pl-4 pr-5 ring-1 ring-white/10 lg:rounded-t-md lg:rounded-b-2xl lg:border-l-0 lg:border-t-[6px] lg:px-3.5 lg:pb-6 lg:pt-4 xl:px-4 ${part.colour}`}
            data-seconds={part.seconds}
          >
            <p className="text-sm font-semibold tabular-nums text-brand-100">{`${part.from}–${part.until}\u00a0s`}</p>
            <h3 className="text-lg font-semibold text-white">{part.title}</h3>
            <p className="text-ink-100 lg:text-sm xl:text-base">{part.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
