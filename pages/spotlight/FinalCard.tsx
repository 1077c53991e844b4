import { useTimeline } from '../../components/PageContext'
import { clockTime, shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { spotlightFinalCard as copy } from './copy'

const { finalists, wildcards } = spotlightFigures

/** The final's date and hours, on both cards (session 30 review: the floating one showed the date alone). */
const finalTime = `${shortDate(spotlightEvent.final)}, ${clockTime(spotlightEvent.final).replace('\u00a0Uhr', '')}–${clockTime(spotlightEvent.end)}`

/** The final's seats in order: the jury's top ten, then the wildcard(s). */
const slots = Array.from({ length: finalists + wildcards }, (_, index) => ({
  key: index < finalists ? `top-${index + 1}` : `wildcard-${index - finalists + 1}`,
  wildcard: index >= finalists,
}))

/**
 * The final as the event's object in the hero (session 30 review: nothing beside the demo phone said „event“): its
 * date and its seats, the jury's top ten as ink slots and the wildcard as a violet one. It reads true before, during
 * and after the final: a date, a time and the seats, no tense; while the final runs it carries the live dot.
 * `look="float"` overlaps the phone's bezel from 1280 px with a shadow (a floating element), under the lead and
 * beside the buttons, so it covers no text and no control of the demo; there date and hours take a line under the
 * label. `look="inline"` stands under the hero's buttons below 1280 px, flat, the same content.
 */
export function FinalCard({ look }: { look: 'float' | 'inline' }) {
  const live = useTimeline().spotlight === 'final'
  const float = look === 'float'
  return (
    <div
      className={
        float
          ? 'absolute -bottom-6 -left-40 z-10 hidden w-[17rem] rounded-2xl bg-white p-5 shadow-lift ring-1 ring-ink-200 xl:block'
          : 'w-full max-w-sm rounded-2xl bg-white/85 p-4 ring-1 ring-ink-200 xl:hidden'
      }
      data-final-card={look}
    >
      <p
        className={`flex text-sm font-semibold text-ink-600 ${float ? 'flex-col gap-0.5' : 'flex-wrap items-center justify-between gap-x-3 gap-y-0.5'}`}
      >
        <span className="flex items-center gap-1.5">
          {live ? <span className="live-dot shrink-0" aria-hidden="true" /> : null}
          {live ? copy.live : copy.label}
        </span>
        <time dateTime={spotlightEvent.final} className="tabular-nums text-ink-900">
          {finalTime}
        </time>
      </p>
      <p className="mt-3 flex items-baseline gap-2 text-ink-900">
        <span className="text-3xl font-extrabold tabular-nums tracking-tight">{finalists + wildcards}</span>
        <span className="font-semibold">{copy.seats}</span>
      </p>
      <div className="mt-3 flex gap-1" aria-hidden="true">
        {slots.map((slot) => (
          <span
            key={slot.key}
            className={`h-5 flex-1 rounded ${slot.wildcard ? 'ml-1.5 bg-violet-600' : 'bg-ink-800'}`}
          />
        ))}
      </div>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <span className="h-2.5 w-2.5 shrink-0 rounded-sm bg-ink-800" aria-hidden="true" />
          {copy.jury}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-2.5 w-2.5 shrink-0 rounded-sm bg-violet-600" aria-hidden="true" />
          {copy.wildcard}
        </li>
      </ul>
    </div>
  )
}
