import type { ReactNode } from 'react'
import type { Step } from '../../data/content'

/**
 * A numbered process (3–6 steps), as an ordered list: on phones a timeline (numbers joined by a line, the text
 * beside them), wider a row of columns, each number beside its title's first line (centred on a title that wraps, the
 * number sat lower than its neighbours' – round 22), under one rule each (none where `visuals`
 * stand on top: the rule sat over the mock-ups' wells). No cards: a process reads as one thing, not as a stack of
 * boxes. `visuals`, one per step, show what the step looks like in the product: under the text on phones, above the
 * number from 640 px.
 */
export function Steps({
  steps,
  tone = 'light',
  visuals,
}: {
  steps: readonly Step[]
  tone?: 'light' | 'dark'
  visuals?: readonly ReactNode[]
}) {
  const dark = tone === 'dark'
  return (
    <ol
      className={`grid gap-x-8 sm:grid-cols-2 sm:gap-y-12 ${steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`relative grid grid-cols-[2.5rem_1fr] content-start gap-x-4 gap-y-2 pb-8 last:pb-0 sm:gap-x-3 sm:gap-y-3 sm:pb-0 ${visuals ? '' : `sm:border-t sm:pt-6 ${dark ? 'sm:border-white/15' : 'sm:border-ink-200'}`}`}
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-12 bottom-2 left-5 w-px sm:hidden ${dark ? 'bg-white/20' : 'bg-ink-200'}`}
            />
          ) : null}
          <span
            className={`row-span-3 flex h-10 w-10 items-center justify-center rounded-full text-base font-bold ${step.meta ? 'sm:row-span-2' : 'sm:row-span-1'} ${dark ? 'bg-white text-ink-900' : 'bg-ink-900 text-white'}`}
          >
            {index + 1}
          </span>
          {step.meta ? (
            <p
              className={`col-start-2 pt-2 text-sm font-semibold sm:pt-0 ${dark ? 'text-brand-200' : 'text-brand-700'}`}
            >
              {step.meta}
            </p>
          ) : null}
          <h3
            className={`col-start-2 text-lg font-semibold ${step.meta ? '' : 'pt-1.5'} ${dark ? 'text-white' : 'text-ink-900'}`}
          >
            {step.title}
          </h3>
          <p className={`col-start-2 sm:col-span-2 sm:col-start-1 ${dark ? 'text-ink-100' : 'prose'}`}>{step.text}</p>
          {visuals?.[index] ? (
            <div className="col-start-2 mt-4 min-w-0 sm:order-first sm:col-span-2 sm:col-start-1 sm:mt-0 sm:mb-2">
              {visuals[index]}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
