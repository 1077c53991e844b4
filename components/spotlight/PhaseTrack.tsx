import type { ReactNode } from 'react'
import type { SpotlightStage } from '../../data/timeline'
import { spotlightTrack, stepStatus } from './steps'

/** The track's steps with their status at a stage (done, current, next). */
const stepsAt = (stage: SpotlightStage) =>
  spotlightTrack.steps.map((step, index) => {
    const status = stepStatus(index, stage)
    return { step, status, current: status === 'current' }
  })

type Status = keyof typeof spotlightTrack.status

/** A step's item in either look: its status for tests and styling, the running one marked as the current step. */
function Step({ status, className, children }: { status: Status; className: string; children: ReactNode }) {
  return (
    <li aria-current={status === 'current' ? 'step' : undefined} data-step-status={status} className={className}>
      {children}
    </li>
  )
}

/** A step's date, its status after it for screen readers. */
function StepDate({ date, status, className }: { date: string; status: Status; className: string }) {
  return (
    <span className={className}>
      {date}
      <span className="sr-only">, {spotlightTrack.status[status]}</span>
    </span>
  )
}

/**
 * The edition's three steps as a track: a bar per step (ink when done, magenta while it runs, grey ahead), its
 * name and dates; the running step carries the live dot (round 19: the phase read only as a chip).
 * `look="rows"`: the steps one under the other on a line, each its name and its date at 16 px, for a column of its
 * own (the home page's Spotlight band, review 7.3: the three bars stood small in a corner, their dates at 13 px).
 */
export function PhaseTrack({
  stage,
  live,
  look = 'bars',
  columns = 'grid-cols-3 gap-3',
  dot = 'live-dot',
}: {
  stage: SpotlightStage
  live: boolean
  look?: 'bars' | 'rows'
  /** The bars' grid: the columns a row of figures under it shares, so both rows keep one set of column edges. */
  columns?: string
  /** The running step's dot in the bars look: the home page's in its live pink (`live-dot live-dot-brand`). */
  dot?: string
}) {
  if (look === 'rows') return <PhaseRows stage={stage} live={live} />
  return (
    <ol aria-label={spotlightTrack.label} className={`grid ${columns}`}>
      {stepsAt(stage).map(({ step, status, current }) => (
        <Step key={step.label} status={status} className="flex min-w-0 flex-col gap-1.5">
          {/* Each bar a solid state, no fill that needs a clock (session 30 review: a full bar claimed a progress the
              HTML cannot know): the running step magenta, done ones ink, those ahead light grey (session 31 review: a
              dashed bar beside two grey ones read as a broken border). */}
          <span
            aria-hidden="true"
            data-step-bar={status}
            className={`h-1.5 rounded-full ${current ? 'bg-brand-600' : status === 'done' ? 'bg-ink-700' : 'bg-ink-200'}`}
          />
          <span
            className={`flex items-center gap-1.5 whitespace-nowrap text-sm font-semibold leading-snug ${current ? 'text-ink-900' : 'text-ink-600'}`}
          >
            {current && live ? <span className={`${dot} shrink-0`} aria-hidden="true" /> : null}
            {status === 'done' ? <span className="i-lucide-check shrink-0 text-ink-700" aria-hidden="true" /> : null}
            {step.label}
          </span>
          {/* 13 px at least, the labels 14 (round 26: 12 px dates read as fine print beside a live vote). */}
          <StepDate date={step.date} status={status} className="text-[0.8125rem] text-ink-600" />
        </Step>
      ))}
    </ol>
  )
}

/**
 * The steps as numbered rows between hairlines, each as tall as a third of its column: the step's number (a tick once
 * it is done), its name, its date at the row's right end; the running step is a grey row with a brand rule on its own
 * left edge and ink text (review 7.4: ringed markers with a dot read as radio buttons, a choice to make; session 30:
 * the rule sat on a grey box's edge while the hairlines were inset, so it belonged to neither).
 */
function PhaseRows({ stage, live }: { stage: SpotlightStage; live: boolean }) {
  return (
    <ol
      aria-label={spotlightTrack.label}
      className="flex flex-1 flex-col divide-y divide-ink-200 border-y border-ink-200"
      data-phase-rows
    >
      {stepsAt(stage).map(({ step, status, current }, index) => (
        <Step
          key={step.label}
          status={status}
          className={`relative flex min-h-20 flex-1 items-center gap-4 py-5 pl-5 pr-4 sm:pl-6 sm:pr-5 ${current ? 'bg-ink-50' : ''}`}
        >
          {current ? (
            <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" data-current-rule />
          ) : null}
          <span
            aria-hidden="true"
            className={`w-6 shrink-0 text-sm font-semibold tabular-nums ${current ? 'text-brand-700' : 'text-ink-500'}`}
          >
            {status === 'done' ? (
              <span className="i-lucide-check block text-base text-ink-700" />
            ) : (
              String(index + 1).padStart(2, '0')
            )}
          </span>
          <span
            className={`flex min-w-0 flex-1 items-center gap-2 text-lg font-semibold leading-snug ${current ? 'text-ink-900' : 'text-ink-600'}`}
          >
            {step.label}
            {current && live ? <span className="live-dot live-dot-brand shrink-0" aria-hidden="true" /> : null}
          </span>
          <StepDate
            date={step.date}
            status={status}
            className={`shrink-0 text-base tabular-nums ${current ? 'font-semibold text-ink-900' : 'text-ink-600'}`}
          />
        </Step>
      ))}
    </ol>
  )
}
