import { Icon } from './Icon'
import type { Startup } from './types'

type Props = {
  startups: Startup[]
  index: number
  onPrevious: () => void
  onNext: () => void
  onJump: (index: number) => void
}

const arrow =
  'flex h-10 w-10 items-center justify-center rounded-full bg-white/15 text-xl text-white ring-1 ring-white/25 transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/** Previous / next with wraparound, a dot per startup to jump to it, and the swipe hint. */
export function FeedNav({ startups, index, onPrevious, onNext, onJump }: Props) {
  const count = startups.length
  return (
    <div className="flex flex-col items-center gap-1.5">
      <div className="flex w-full items-center justify-between">
        <button
          type="button"
          className={arrow}
          aria-label="Vorheriges Startup"
          onClick={onPrevious}
          data-action="previous"
        >
          <Icon name="chevronLeft" />
        </button>
        <ul className="flex items-center gap-1" aria-label="Startups">
          {startups.map((startup, i) => (
            <li key={startup.id}>
              <button
                type="button"
                className="group flex h-7 min-w-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                aria-label={`Startup ${i + 1} von ${count}: ${startup.name}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onJump(i)}
                data-dot={i}
              >
                <span
                  className={`block h-2 rounded-full transition-all duration-300 ${i === index ? 'w-6 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={arrow} aria-label="Nächstes Startup" onClick={onNext} data-action="next">
          <Icon name="chevronRight" />
        </button>
      </div>
      <p className="flex items-center gap-1.5 text-xs font-medium text-white/85" data-swipe-hint>
        <span className="i-lucide-move-horizontal text-sm" aria-hidden="true" />
        Swipe für mehr Startups
      </p>
    </div>
  )
}
