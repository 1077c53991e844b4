import { spotlightFigures } from '../../data/figures'
import { spotlightFinalCard as copy } from './copy'

const { finalists, wildcards } = spotlightFigures

/** The final's seats in order: the jury's top ten, then the wildcard(s). */
const slots = Array.from({ length: finalists + wildcards }, (_, index) => ({
  key: index < finalists ? `top-${index + 1}` : `wildcard-${index - finalists + 1}`,
  wildcard: index >= finalists,
}))

/**
 * The final's seats as a figure of the hero's status module (session 31 review: a floating card of the final beside a
 * second card with track, figures and countdown said the same event facts twice): the seat count before its label on
 * one baseline, then the seats, the jury's top ten as ink slots and the wildcard as a violet one, with their key.
 * No date and no tense: the track above names the final's day, and the seats read true before, during and after.
 */
export function FinalSeats({ className }: { className: string }) {
  return (
    <div className={className} data-final-seats>
      <dt className="order-2 text-sm font-medium text-ink-700">{copy.seats}</dt>
      <dd className="order-1 text-2xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:text-3xl">
        {finalists + wildcards}
      </dd>
      <dd className="order-3 col-span-2 mt-1 flex flex-col gap-2">
        <span className="flex gap-1" aria-hidden="true">
          {slots.map((slot) => (
            <span
              key={slot.key}
              className={`h-3 flex-1 rounded-sm ${slot.wildcard ? 'ml-1 bg-violet-600' : 'bg-ink-800'}`}
            />
          ))}
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-[0.8125rem] text-ink-600">
          <span className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 shrink-0 rounded-sm bg-ink-800" aria-hidden="true" />
            {copy.jury}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 shrink-0 rounded-sm bg-violet-600" aria-hidden="true" />
            {copy.wildcard}
          </span>
        </span>
      </dd>
    </div>
  )
}
