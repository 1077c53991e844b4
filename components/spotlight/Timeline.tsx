import { type SpotlightStage, type StepStatus, stepStatusIn } from '../../data/timeline'

export type TimelineItem = {
  date: string
  title: string
  description: string
  /** The same date told in the past, shown once it is past. */
  past: string
  highlight: boolean
  /** The date's own icon while it is not past (round 26: four of five markers were the same calendar). */
  icon?: string
  /** The stages of the edition in which this date runs (marked „läuft gerade“), and from which it is past. */
  runs: readonly SpotlightStage[]
  doneFrom: SpotlightStage
}

const statusLabel: Record<StepStatus, string> = { done: 'Vorbei', current: 'Läuft gerade', next: '' }

/**
 * A date's marker in its three states: only the running date filled (round 26: the final's gradient node read as a
 * second „now“); past dates outlined grey with a check, dates ahead outlined. Only the running date stands out: the
 * final ahead has its own icon, no heavier ring or larger title (review 7.3 of session 29). Pink is the running date's
 * alone (session 28 round 2: every date ahead and the final's ring were magenta too).
 */
const marker = (status: StepStatus) =>
  status === 'current'
    ? 'bg-ink-900 text-white'
    : status === 'done'
      ? 'border-2 border-ink-200 bg-white text-ink-500'
      : 'border-2 border-ink-300 bg-white text-ink-700'

/**
 * Key dates as a vertical timeline. Where the edition stands is marked: past dates checked and quieter, the running one
 * ringed with a live chip (round 20: on 5 November the voting's start read as still ahead), the final included: one
 * look for the running date, whichever it is.
 */
export function Timeline({ items, stage }: { items: readonly TimelineItem[]; stage: SpotlightStage }) {
  return (
    <ol className="relative mx-auto flex max-w-3xl flex-col gap-5">
      {items.map((item, index) => {
        const status = stepStatusIn(stage, item.runs, item.doneFrom)
        const done = status === 'done'
        const current = status === 'current'
        return (
          <li
            key={item.title}
            className="relative flex gap-4 sm:gap-6"
            aria-current={current ? 'step' : undefined}
            data-date-status={status}
          >
            {/* The line from this node down to the next one: it ends at the last node, not under its card. */}
            {index < items.length - 1 ? (
              <span
                className="absolute -bottom-5 left-[19px] top-5 w-0.5 bg-ink-200 sm:left-[23px]"
                aria-hidden="true"
              />
            ) : null}
            <span
              className={`relative z-1 mt-5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-4 ring-ink-50 sm:h-12 sm:w-12 ${marker(status)}`}
            >
              <span
                className={`${done ? 'i-lucide-check' : (item.icon ?? (item.highlight ? 'i-lucide-trophy' : current ? 'i-lucide-calendar-clock' : 'i-lucide-calendar'))} text-lg sm:text-xl`}
                aria-hidden="true"
              />
            </span>
            <div
              className={`flex flex-1 flex-col gap-2 rounded-3xl p-5 sm:p-6 ${done ? 'bg-white/70 ring-1 ring-ink-200' : `bg-white shadow-soft ${current ? 'ring-2 ring-brand-500' : 'ring-1 ring-ink-200'}`}`}
            >
              <p
                className={`flex flex-wrap items-center gap-2 text-sm font-bold ${current ? 'text-brand-700' : 'text-ink-600'}`}
              >
                {item.date}
                {status === 'next' ? null : (
                  <span
                    className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs ${current ? 'bg-mint-50 text-mint-800 ring-1 ring-mint-200' : 'bg-ink-100 text-ink-700'}`}
                  >
                    {current ? <span className="live-dot" aria-hidden="true" /> : null}
                    {statusLabel[status]}
                  </span>
                )}
              </p>
              {/* The card title of the page's other cards (18 px): the final no larger than the other dates. */}
              <h3 className="text-lg font-semibold leading-snug text-ink-900">{item.title}</h3>
              <p className="prose">{done ? item.past : item.description}</p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
