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
 * phones one line with the next date only, short (round 27: two rows, the final's day before the deadline); from 640 px
 * the full date and the note. The action is only read out, an arrow shows it.
 */
export function SpotlightLine() {
  const time = useTimeline()
  const line = spotlightFounderLine[time.spotlight]
  if (!line) return null
  return (
    <p data-spotlight-now={time.spotlight}>
      <a
        href={line.href}
        className="group inline-flex max-w-full flex-wrap items-center gap-x-3 rounded-full bg-white px-4 py-2 text-sm text-ink-900 no-underline shadow-soft ring-1 ring-ink-200 transition hover:ring-ink-300"
      >
        <span className="inline-flex items-center gap-2 font-semibold text-brand-700">
          <SpotlightDot className="h-2 w-2" />
          {spotlightEvent.name}
          <span className="sr-only">:</span>
        </span>
        <span className="font-medium">
          <span className="sm:hidden">{line.phone}</span>
          <span className="hidden sm:inline">{`${line.text} `}</span>
          <span className="whitespace-nowrap">
            <span className="hidden sm:inline">{line.date}</span>
            {line.note ? (
              <span className="sm:hidden">
                <Arrow action={line.action} />
              </span>
            ) : (
              <Arrow action={line.action} />
            )}
          </span>
        </span>
        {line.note ? (
          <span className="hidden whitespace-nowrap text-ink-600 sm:inline sm:before:mr-3 sm:before:text-ink-300 sm:before:content-['·']">
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
