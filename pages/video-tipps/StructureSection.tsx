import type { CSSProperties } from 'react'
import { Section } from '../../components/ui/Section'
import { pitchStructureIntro as copy, pitchStructure } from './copy'

/** Each part's colour along the minute, pink to violet as the brand gradient runs: its bar segment and card edge. */
const segmentColours = [
  { bar: 'bg-brand-500', edge: 'border-brand-500' },
  { bar: 'bg-brand-600', edge: 'border-brand-600' },
  { bar: 'bg-[#9D2BC9]', edge: 'border-[#9D2BC9]' },
  { bar: 'bg-violet-600', edge: 'border-violet-600' },
  { bar: 'bg-violet-500', edge: 'border-violet-500' },
] as const

/** The parts with the second each starts at and its length, from the second each ends at. */
const parts = pitchStructure.map((part, index) => {
  const from = pitchStructure[index - 1]?.until ?? 0
  return { ...part, from, seconds: part.until - from, colour: segmentColours[index] ?? segmentColours[0] }
})

/** The whole minute: the last part's end. */
const total = pitchStructure.at(-1)?.until ?? 60

/**
 * The five-part pitch structure on the dark ink background: the minute as one segmented 0–60 s bar with its seconds
 * marked under it (each segment as wide as its part is long, in `fr` of its seconds). Round 29: from 1024 px the cards
 * stand on the bar's own columns (before, five equal cards under 10/15/15/10/10 s segments: the marks met no card
 * edge), so each card starts where its segment starts; the axis is the same grid, each part's end second at its
 * segment's right edge.
 */
export function StructureSection() {
  const columns = { '--parts': parts.map((part) => `${part.seconds}fr`).join(' ') } as CSSProperties
  const grid = 'grid grid-cols-[var(--parts)] gap-1.5 lg:gap-3'
  return (
    <Section id="aufbau" tone="ink" copy={copy}>
      <div className="mb-8 flex flex-col gap-2 lg:mb-4" aria-hidden="true" data-minute-bar>
        <div className={`${grid} h-3 sm:h-4`} style={columns}>
          {parts.map((part) => (
            <span key={part.title} className={`rounded-full ${part.colour.bar}`} data-seconds={part.seconds} />
          ))}
        </div>
        <div className={`${grid} text-xs font-semibold tabular-nums text-ink-200 sm:text-sm`} style={columns}>
          {parts.map((part, index) => (
            <span key={part.title} className="flex justify-between gap-1">
              <span data-tick={index === 0 ? 0 : undefined}>{index === 0 ? '0' : ''}</span>
              <span data-tick={part.until}>{part.until === total ? `${part.until}\u00a0s` : part.until}</span>
            </span>
          ))}
        </div>
      </div>
      <ol className="grid gap-4 lg:grid-cols-[var(--parts)] lg:gap-3" style={columns} data-structure-cards>
        {parts.map((part) => (
          <li
            key={part.title}
            className={`flex flex-col gap-2 rounded-2xl border-l-4 bg-white/5 py-4 pl-4 pr-5 ring-1 ring-white/10 lg:rounded-t-md lg:rounded-b-2xl lg:border-l-0 lg:border-t-[6px] lg:px-4 lg:pb-5 lg:pt-4 ${part.colour.edge}`}
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
