import type { SpotlightStage } from '../../data/timeline'
import { spotlightTrack, stepStatus } from './steps'

/**
 * The edition's three steps as a track: a bar per step (dark when done, the brand gradient while it runs), its
 * name and dates; the running step carries the live dot (round 19: the phase read only as a chip).
 */
export function PhaseTrack({ stage, live }: { stage: SpotlightStage; live: boolean }) {
  return (
    <ol aria-label={spotlightTrack.label} className="grid grid-cols-[auto_1fr_1fr] gap-3">
      {spotlightTrack.steps.map((step, index) => {
        const status = stepStatus(index, stage)
        const current = status === 'current'
        return (
          <li
            key={step.label}
            aria-current={current ? 'step' : undefined}
            data-step-status={status}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${current ? 'bg-gradient-brand' : status === 'done' ? 'bg-ink-700' : 'bg-ink-200'}`}
            />
            <span
              className={`flex items-center gap-1.5 text-sm font-semibold leading-snug ${current ? 'text-ink-900' : 'text-ink-600'}`}
            >
              {current && live ? <span className="live-dot shrink-0" aria-hidden="true" /> : null}
              {status === 'done' ? <span className="i-lucide-check shrink-0 text-ink-700" aria-hidden="true" /> : null}
              {step.label}
            </span>
            {/* 13 px at least, the labels 14 (round 26: 12 px dates read as fine print beside a live vote). */}
            <span className="text-[0.8125rem] text-ink-600">
              {step.date}
              <span className="sr-only">, {spotlightTrack.status[status]}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
