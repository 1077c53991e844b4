import type { ReactNode } from 'react'
import type { Step } from '../../data/content'
import type { StepStatus } from '../../data/timeline'

/** Where each step stands today (one per step) and the tag a running or finished step carries. */
type StepsStatus = { of: readonly StepStatus[]; labels: Record<StepStatus, string> }

const numberTones = {
  light: {
    plain: 'bg-ink-900 text-white',
    current: 'bg-ink-900 text-white ring-4 ring-brand-200',
    done: 'bg-ink-100 text-ink-700',
    next: 'text-ink-900 ring-1 ring-inset ring-ink-300',
  },
  dark: {
    plain: 'bg-white text-ink-900',
    current: 'bg-white text-ink-900 ring-4 ring-brand-300/60',
    done: 'bg-white/15 text-white',
    next: 'text-white ring-1 ring-inset ring-white/40',
  },
}

/** A step's rows from 640 px, written out for UnoCSS. */
const rowSpans: Record<number, string> = { 2: 'sm:row-span-2', 3: 'sm:row-span-3', 4: 'sm:row-span-4' }

/**
 * A numbered process (3–6 steps), as an ordered list: on phones a timeline (numbers joined by a line, the text
 * beside them), wider a row of columns, each number beside its title's first line (centred on a title that wraps, the
 * number sat lower than its neighbours' – round 22), under one rule each (none where `visuals`
 * stand on top: the rule sat over the mock-ups' wells). No cards: a process reads as one thing, not as a stack of
 * boxes. `visuals`, one per step, show what the step looks like in the product: under the text on phones, above the
 * number from 640 px. The columns share their rows (subgrid), so a title that wraps does not push its text below its
 * neighbours' (review 7.2), and the visuals are one height with one top edge (review 6.8). With `status`, a dated process marks the step running now (accent ring,
 * a „läuft“ tag, an accent rule), the finished ones with a check, and those ahead in outline.
 * `oneEdge` (steps with a meta line): from 640 px the number beside the meta line only, title and text under both at
 * the column's one left edge (/presse, session 29: titles beside the number, texts under it read as two edges).
 */
export function Steps({
  steps,
  tone = 'light',
  visuals,
  status,
  oneEdge = false,
  visualsFull = false,
}: {
  steps: readonly Step[]
  tone?: 'light' | 'dark'
  visuals?: readonly ReactNode[]
  status?: StepsStatus
  oneEdge?: boolean
  /**
   * On phones each visual the row's full width under its step's text, over the timeline's line (the home page, fix
   * round 32: beside the line, indented by the number's column, its cards stood ~295 px wide). Without it, unchanged.
   */
  visualsFull?: boolean
}) {
  const dark = tone === 'dark'
  return (
    <ol
      className={`grid gap-x-8 sm:grid-cols-2 sm:gap-y-12 ${steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {steps.map((step, index) => {
        const state = status?.of[index] ?? 'next'
        const current = status ? state === 'current' : false
        const done = status ? state === 'done' : false
        const label = status?.labels[state]
        const rule = current
          ? 'sm:border-t-2 sm:pt-[23px] sm:border-brand-300'
          : `sm:border-t sm:pt-6 ${dark ? 'sm:border-white/15' : 'sm:border-ink-200'}`
        // Visuals take a row of their own on top; the columns share their rows, so the visuals are one height.
        const rows = (step.meta || label ? 3 : 2) + (visuals ? 1 : 0)
        // One left edge: the number's row is the meta line's alone; the title runs under both.
        const edge = oneEdge && (step.meta || label)
        return (
          <li
            key={step.title}
            aria-current={current ? 'step' : undefined}
            data-step-status={status ? state : undefined}
            className={`relative grid grid-cols-[2.5rem_1fr] content-start gap-x-4 gap-y-2 pb-8 last:pb-0 sm:gap-x-3 sm:gap-y-3 sm:pb-0 ${visuals ? '' : rule} ${rowSpans[rows]} sm:grid-rows-subgrid`}
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-12 bottom-2 left-5 w-px sm:hidden ${dark ? 'bg-white/20' : 'bg-ink-200'}`}
              />
            ) : null}
            <span
              className={`row-span-3 flex h-10 w-10 items-center justify-center rounded-full text-base font-bold ${(step.meta || label) && !edge ? 'sm:row-span-2' : 'sm:row-span-1'} ${numberTones[tone][status ? state : 'plain']}`}
            >
              {done ? <span className="i-lucide-check text-lg" aria-hidden="true" /> : null}
              <span className={done ? 'sr-only' : undefined}>{index + 1}</span>
            </span>
            {step.meta || label ? (
              <p
                className={`col-start-2 flex flex-wrap items-center gap-x-2 gap-y-1 self-start pt-2 text-sm font-semibold sm:pt-0 ${dark ? 'text-brand-200' : 'text-brand-700'}${edge ? ' sm:self-center' : ''}`}
              >
                {step.meta}
                {label ? (
                  <span
                    className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ${current ? 'bg-mint-50 text-mint-800' : dark ? 'bg-white/10 text-ink-100' : 'bg-ink-100 text-ink-700'}`}
                  >
                    {current ? <span className="live-dot" aria-hidden="true" /> : null}
                    {label}
                  </span>
                ) : null}
              </p>
            ) : null}
            <h3
              className={`col-start-2 text-lg font-semibold ${step.meta || label ? '' : 'pt-1.5'} ${dark ? 'text-white' : 'text-ink-900'}${edge ? ' sm:col-span-2 sm:col-start-1 sm:mt-2' : ''}`}
            >
              {step.title}
            </h3>
            <p className={`col-start-2 sm:col-span-2 sm:col-start-1 ${dark ? 'text-ink-100' : 'prose'}`}>{step.text}</p>
            {visuals?.[index] ? (
              <div
                className={`${visualsFull ? 'relative col-span-2 col-start-1' : 'col-start-2'} mt-4 min-w-0 sm:order-first sm:col-span-2 sm:col-start-1 sm:mt-0 sm:mb-3`}
              >
                {visuals[index]}
              </div>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
