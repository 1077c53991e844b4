import type { CSSProperties } from 'react'
import { Section } from '../../components/ui/Section'
import { pitchStructureIntro as copy } from './copy'
import { minuteParts, minuteTotal } from './minute'

const parts = minuteParts
const total = minuteTotal

/** The gap between the bar's segments and between the cards from 1024 px (`lg:gap-3`), for the links' arithmetic. */
const gap = '0.75rem'

/**
 * From 1024 px, the tick that links a part's card to its segment: down from the segment's middle, across, and down
 * into the card's coloured top edge. Both rows are five columns with the same gap, so each middle is a share of the
 * width without the four gaps plus the gaps before it: the segment's share is its seconds, the card's a fifth.
 */
function SegmentLink({ index, edge }: { index: number; edge: string }) {
  const part = parts[index]
  if (!part) return null
  const at = (share: number) => `calc(${share} * (100% - 4 * ${gap}) + ${index} * ${gap})`
  const segment = at((part.from + part.seconds / 2) / total)
  const card = at((index + 0.5) / parts.length)
  return (
    <>
      <span className={`absolute top-0 h-1/2 -translate-x-px border-l-2 ${edge}`} style={{ left: segment }} />
      <span
        className={`absolute top-1/2 -translate-y-px border-t-2 ${edge}`}
        style={{ left: `min(${segment}, ${card})`, width: `calc(max(${segment}, ${card}) - min(${segment}, ${card}))` }}
      />
      <span
        className={`absolute top-1/2 h-1/2 -translate-x-px border-l-2 ${edge}`}
        style={{ left: card }}
        data-link={index}
      />
    </>
  )
}

/**
 * The five-part pitch structure on the dark ink background: the minute as one segmented 0–60 s bar with its seconds
 * marked under it (each segment as wide as its part is long, in `fr` of its seconds). Session 32: from 1024 px the
 * five cards are equal again (on the bar's columns, „Problem“, „Team“ and „Ask“ broke into six ragged lines), and a
 * tick in each part's colour links its card to its segment (round 29 had found the marks meeting no card edge).
 */
export function StructureSection() {
  const columns = { '--parts': parts.map((part) => `${part.seconds}fr`).join(' ') } as CSSProperties
  const grid = 'grid grid-cols-[var(--parts)] gap-1.5 lg:gap-3'
  return (
    <Section id="aufbau" tone="ink" copy={copy}>
      <div className="mb-8 flex flex-col gap-2 lg:mb-0" aria-hidden="true" data-minute-bar>
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
        <div className="relative hidden h-10 lg:block" data-segment-links>
          {parts.map((part, index) => (
            <SegmentLink key={part.title} index={index} edge={part.colour.edge} />
          ))}
        </div>
      </div>
      <ol className="grid gap-4 lg:grid-cols-5 lg:gap-3" data-structure-cards>
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
