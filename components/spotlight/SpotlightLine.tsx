import { spotlightEvent } from '../../data/event'
import { spotlightLive } from '../../data/timeline'
import { useTimeline } from '../PageContext'
import { spotlightLine } from './steps'

/** The Spotlight's dot: brand while the edition runs live, grey otherwise (this line, /kontakt's shortcut). */
export function SpotlightDot({ className }: { className: string }) {
  const live = spotlightLive(useTimeline())
  return <span className={`${className} rounded-full ${live ? 'bg-brand-600' : 'bg-ink-400'}`} aria-hidden="true" />
}

/**
 * What is on at the Spotlight in this stage, dated, as one slim linked line in a hero's label (/startups; nothing once
 * the edition is over). The action is only read out, an arrow shows it, so the line fits one row of the text column.
 */
export function SpotlightLine() {
  const time = useTimeline()
  const line = spotlightLine[time.spotlight]
  if (!line) return null
  return (
    <p data-spotlight-now={time.spotlight}>
      <a
        href={line.href}
        className="group flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white px-4 py-2 text-sm text-ink-900 no-underline shadow-soft ring-1 ring-ink-200 transition hover:ring-ink-300 sm:rounded-full"
      >
        <span className="inline-flex items-center gap-2 font-semibold text-brand-700">
          <SpotlightDot className="h-2 w-2" />
          {spotlightEvent.name}
          <span className="sr-only">:</span>
        </span>
        <span className="font-medium">
          {line.text}{' '}
          <span className="whitespace-nowrap">
            {line.date}
            {/* The arrow kept with the date (alone it wrapped into a row of its own on phones). */}
            <span className="sr-only"> {line.action}</span>
            <span className="i-lucide-arrow-right ml-2 align-[-0.125em] text-brand-700" aria-hidden="true" />
          </span>
        </span>
      </a>
    </p>
  )
}
