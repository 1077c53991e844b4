import { spotlightEvent } from '../../data/event'
import { spotlightLive } from '../../data/timeline'
import { useTimeline } from '../PageContext'
import { spotlightLine } from './steps'

/**
 * What is on at the Spotlight in this stage, dated, as one slim linked line (nothing once the edition is over).
 * `compact` (a hero's label, /startups): the action is only read out, an arrow shows it, so the line fits one row
 * of a hero's text column.
 */
export function SpotlightLine({ compact = false }: { compact?: boolean }) {
  const time = useTimeline()
  const line = spotlightLine[time.spotlight]
  if (!line) return null
  return (
    <p data-spotlight-now={time.spotlight}>
      <a
        href={line.href}
        className={`group flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white text-sm text-ink-900 no-underline ring-1 ring-ink-200 transition hover:ring-ink-300 sm:rounded-full ${compact ? 'px-4 py-2 shadow-soft' : 'px-5 py-3'}`}
      >
        <span className="inline-flex items-center gap-2 font-semibold text-brand-700">
          <span
            className={`h-2 w-2 rounded-full ${spotlightLive(time) ? 'bg-brand-600' : 'bg-ink-400'}`}
            aria-hidden="true"
          />
          {spotlightEvent.name}
          <span className="sr-only">:</span>
        </span>
        <span className="font-medium">
          {line.text}{' '}
          <span className="whitespace-nowrap">
            {line.date}
            {/* Compact: the arrow kept with the date (alone it wrapped into a row of its own on phones). */}
            {compact ? (
              <>
                <span className="sr-only"> {line.action}</span>
                <span className="i-lucide-arrow-right ml-2 align-[-0.125em] text-brand-700" aria-hidden="true" />
              </>
            ) : null}
          </span>
        </span>
        {compact ? null : (
          <span className="inline-flex items-center gap-1 font-semibold text-brand-700 sm:ml-auto">
            {line.action}
            <span className="i-lucide-arrow-right transition group-hover:translate-x-0.5" aria-hidden="true" />
          </span>
        )}
      </a>
    </p>
  )
}
