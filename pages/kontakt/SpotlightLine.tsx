import { useTimeline } from '../../components/PageContext'
import { spotlightEvent } from '../../data/event'
import { spotlightLive } from '../../data/timeline'
import { spotlightLine } from './copy'

/** What is on at the Spotlight in this stage, dated, as one slim linked line (nothing once the edition is over). */
export function SpotlightLine() {
  const time = useTimeline()
  const line = spotlightLine[time.spotlight]
  if (!line) return null
  return (
    <p data-spotlight-now={time.spotlight}>
      <a
        href={line.href}
        className="group flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white px-5 py-3 text-sm text-ink-900 no-underline ring-1 ring-ink-200 transition hover:ring-ink-300 sm:rounded-full"
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
          {line.text} <span className="whitespace-nowrap">{line.date}</span>
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700 sm:ml-auto">
          {line.action}
          <span className="i-lucide-arrow-right transition group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
      </a>
    </p>
  )
}
