import { spotlightEvent } from '../../data/event'
import { spotlightLive } from '../../data/timeline'
import { useTimeline } from '../PageContext'
import { spotlightFounderLine } from './steps'

/** The Spotlight's dot: brand while the edition runs live, grey otherwise. */
function SpotlightDot({ className }: { className: string }) {
  const live = spotlightLive(useTimeline())
  return <span className={`${className} rounded-full ${live ? 'bg-brand-600' : 'bg-ink-400'}`} aria-hidden="true" />
}

/**
 * What is on at the Spotlight in this stage for a founder, dated, as one slim linked line in a hero's label (/startups;
 * nothing once the edition is over): while pitches are accepted the submission deadline, the final's day beside it. On
 * phones two rows (the name and the final's day over the deadline), from 640 px one. The action is only read out, an
 * arrow shows it.
 */
export function SpotlightLine() {
  const time = useTimeline()
  const line = spotlightFounderLine[time.spotlight]
  if (!line) return null
  return (
    <p data-spotlight-now={time.spotlight}>
      <a
        href={line.href}
        className="group grid grid-cols-[auto_auto] items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-white px-4 py-2 text-sm text-ink-900 no-underline shadow-soft ring-1 ring-ink-200 transition hover:ring-ink-300 sm:flex sm:flex-wrap sm:justify-start sm:gap-x-3 sm:rounded-full"
      >
        <span className="inline-flex items-center gap-2 font-semibold text-brand-700">
          <SpotlightDot className="h-2 w-2" />
          {spotlightEvent.name}
          <span className="sr-only">:</span>
        </span>
        <span className="col-span-2 row-start-2 font-medium">
          {`${line.text} `}
          <span className="whitespace-nowrap">
            {line.date}
            {line.note ? null : <Arrow action={line.action} />}
          </span>
        </span>
        {line.note ? (
          <span className="col-start-2 row-start-1 whitespace-nowrap text-ink-600 sm:before:mr-3 sm:before:text-ink-300 sm:before:content-['·']">
            <span className="sr-only">, </span>
            {line.note}
            <Arrow action={line.action} />
          </span>
        ) : null}
      </a>
    </p>
  )
}

/** The link's action, read out only; an arrow shows it. */
function Arrow({ action }: { action: string }) {
  return (
    <>
      <span className="sr-only"> {action}</span>
      <span className="i-lucide-arrow-right ml-2 align-[-0.125em] text-brand-700" aria-hidden="true" />
    </>
  )
}
