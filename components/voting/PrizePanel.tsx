import type { votingGridCopy } from '../../data/voting-grid-copy'
import { IconTile } from '../ui/IconTile'
import { Tooltip } from './Tooltip'

export type PrizePanelProps = {
  prizes: { place: number; label: string; amount: string }[]
  copy: typeof votingGridCopy
  /** All votes so far, formatted. */
  total: string
}

/**
 * Above the voting grid: what the most voted startups win (the amounts in a tooltip) beside the live total. The count of
 * startups is the section's headline (round 24: two tiles repeated the hero's standings).
 */
export function PrizePanel({ prizes, copy, total }: PrizePanelProps) {
  return (
    <div className="grid gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-10">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:gap-5">
        <IconTile icon="i-lucide-trophy" className="icon-tile" />
        <div className="flex flex-col items-start gap-3">
          <h3 className="h-card">{copy.prizeTitle}</h3>
          <p className="prose max-w-2xl">{copy.prizeText}</p>
          <Tooltip label={copy.prizeTrigger} icon={<span className="i-lucide-info text-base" aria-hidden="true" />}>
            <span className="mb-2 block font-semibold">{copy.prizeTooltipTitle}</span>
            <span className="flex flex-col gap-1">
              {prizes.map((prize) => (
                <span key={prize.place} className="flex justify-between gap-4" data-prize={prize.place}>
                  <span className="text-ink-100">{prize.label}</span>
                  <span className="font-bold">{prize.amount}</span>
                </span>
              ))}
            </span>
          </Tooltip>
        </div>
      </div>
      {/* The live total (the browser tests read it). */}
      <dl className="rounded-2xl bg-ink-50 px-5 py-4 lg:min-w-48">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-500">{copy.totalLabel}</dt>
          <dd className="text-2xl font-extrabold tabular-nums text-ink-900" data-total-votes>
            {total}
          </dd>
        </div>
      </dl>
    </div>
  )
}
