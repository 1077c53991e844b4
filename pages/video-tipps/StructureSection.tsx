import type { CSSProperties } from 'react'
import { Section } from '../../components/ui/Section'
import { pitchStructureIntro as copy } from './copy'
import { minuteParts, minuteTotal } from './minute'

const parts = minuteParts
const total = minuteTotal

/**
 * The five-part pitch structure on the dark ink background: the minute as one segmented 0–60 s bar with its seconds
 * marked under it (each segment as wide as its part is long, in `fr` of its seconds). Session 32, fix round: from
 * 1024 px the cards stand on the bar's own columns, each under its segment with one straight tick from the segment's
 * middle to the card's (equal cards needed links that bent differently per card and read as a bug); their text is set
 * a size smaller there, so the 10-second cards do not break into ragged six-line columns. The heading's intro stands
 * beside it (the right half next to the heading was empty at 1280 px). Fix round 2: each part's time shows once, on
 * the bar's axis from 1024 px (where each card stands under its segment; the card's own „0–10 s“ only for screen
 * readers, the bar is hidden from them) and in the cards below it (the stacked cards are not under their segments,
 * and at 390 px the axis's „0“ and „10“ collided).
 */
export function StructureSection() {
  const columns = { '--parts': parts.map((part) => `${part.seconds}fr`).join(' ') } as CSSProperties
  const grid = 'grid grid-cols-[var(--parts)] gap-1.5 lg:gap-3'
  return (
    <Section id="aufbau" tone="ink" copy={copy} align="beside">
      <div className="mb-8 flex flex-col gap-2 lg:mb-0" aria-hidden="true" data-minute-bar>
        <div className={`${grid} h-3 sm:h-4`} style={columns}>
          {parts.map((part) => (
            <span key={part.title} className={`rounded-full ${part.colour.bar}`} data-seconds={part.seconds} />
          ))}
        </div>
        <div
          className={`${grid} hidden text-sm font-semibold tabular-nums text-ink-200 lg:grid`}
          style={columns}
          data-ticks
        >
          {parts.map((part, index) => (
            <span key={part.title} className="flex justify-between gap-1">
              <span data-tick={index === 0 ? 0 : undefined}>{index === 0 ? '0' : ''}</span>
              <span data-tick={part.until}>{part.until === total ? `${part.until}\u00a0s` : part.until}</span>
            </span>
          ))}
        </div>
        <div className={`${grid} hidden h-8 lg:grid`} style={columns} data-segment-links>
          {parts.map((part, index) => (
            <span key={part.title} className={`mx-auto w-0 border-l-2 ${part.colour.edge}`} data-link={index} />
          ))}
        </div>
      </div>
      <ol className="grid gap-4 lg:grid-cols-[var(--parts)] lg:gap-3" style={columns} data-structure-cards>
        {parts.map((part) => (
          <li
            key={part.title}
            className={`flex flex-col gap-2 rounded-2xl border-l-4 bg-white/5 py-4 pl-4 pr-5 ring-1 ring-white/10 lg:rounded-t-md lg:rounded-b-2xl lg:border-l-0 lg:border-t-[6px] lg:px-3.5 lg:pb-5 lg:pt-4 xl:px-4 ${part.colour.edge}`}
            data-seconds={part.seconds}
          >
            <p className="text-sm font-semibold tabular-nums text-brand-100 lg:sr-only" data-span>
              {`${part.from}–${part.until}\u00a0s`}
            </p>
            <h3 className="text-lg font-semibold text-white">{part.title}</h3>
            <p className="hyphens-auto text-ink-100 lg:text-sm">{part.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
