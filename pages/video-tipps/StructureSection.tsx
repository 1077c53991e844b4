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

/** The seconds the axis marks: the start and each part's end. */
const ticks = [0, ...pitchStructure.map((part) => part.until)]

/**
 * The five-part pitch structure on the dark ink background. Round 26: the minute is one segmented 0–60 s bar with
 * its seconds marked on an axis (each segment as wide as its part is long, in `fr` of its seconds), and the cards
 * under it are of equal width, each carrying its segment's colour on its edge (cards as wide as their seconds left
 * „Problem“ and „Ask“ six lines tall beside a half-empty „Lösung“ and had no axis to explain the widths).
 */
export function StructureSection() {
  const columns = { '--parts': parts.map((part) => `${part.seconds}fr`).join(' ') } as CSSProperties
  return (
    <Section id="aufbau" tone="ink" copy={copy}>
      <div className="mb-8 flex flex-col gap-2 sm:mb-10" aria-hidden="true" data-minute-bar>
        <div className="grid h-3 grid-cols-[var(--parts)] gap-1 sm:h-4" style={columns}>
          {parts.map((part) => (
            <span key={part.title} className={`rounded-full ${part.colour.bar}`} data-seconds={part.seconds} />
          ))}
        </div>
        <div className="relative h-5 text-xs font-semibold tabular-nums text-ink-200 sm:text-sm">
          {ticks.map((second) => (
            <span
              key={second}
              className={`absolute top-0 ${second === 0 ? '' : second === total ? '-translate-x-full' : '-translate-x-1/2'}`}
              style={{ left: `${(second / total) * 100}%` }}
              data-tick={second}
            >
              {second === total ? `${second}\u00a0s` : second}
            </span>
          ))}
        </div>
      </div>
      <ol className="grid gap-4 lg:grid-cols-5">
        {parts.map((part) => (
          <li
            key={part.title}
            className={`flex flex-col gap-2 rounded-2xl border-l-4 bg-white/5 py-4 pl-4 pr-5 ring-1 ring-white/10 lg:rounded-t-md lg:rounded-b-2xl lg:border-l-0 lg:border-t-[6px] lg:px-5 lg:pb-6 lg:pt-4 ${part.colour.edge}`}
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
