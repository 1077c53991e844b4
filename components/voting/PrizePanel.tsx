import type { votingGridCopy } from '../../data/voting-grid-copy'
import { IconTile } from '../ui/IconTile'
import { Tooltip } from './Tooltip'

export type PrizePanelProps = {
  prizes: { place: number; label: string; amount: string }[]
  copy: typeof votingGridCopy
  /** How many startups are in the vote. */
  startups: number
  /** All votes so far, formatted. */
  total: string
}

/** Above the voting grid: what the most voted startups win (the amounts in a tooltip) beside two live figures. */
export function PrizePanel({ prizes, copy, startups, total }: PrizePanelProps) {
  return (
    <div className="grid gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-10">
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
      <dl className="grid grid-cols-2 gap-3 lg:w-80">
        <PrizeStat label={copy.startupsLabel} value={startups} />
        <PrizeStat label={copy.totalLabel} value={total} total />
      </dl>
    </div>
  )
}

/** One live figure: its label above the number; `total` marks the vote total (the browser tests read it). */
function PrizeStat({ label, value, total }: { label: string; value: number | string; total?: boolean }) {
  return (
    <div className="rounded-2xl bg-ink-50 p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-500">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums text-ink-900" data-total-votes={total}>
        {value}
      </dd>
    </div>
  )
}
