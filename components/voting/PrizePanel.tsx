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
 * Above the voting grid, one compact card: what the most voted startups win (the amounts in a tooltip; the podium's badges
 * show them too) and the live total beside the title. Round 24: on phones the card filled a screen before the first heart.
 */
export function PrizePanel({ prizes, copy, total }: PrizePanelProps) {
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6 lg:flex-row lg:items-center lg:gap-8">
      <div className="flex items-center justify-between gap-4 lg:contents">
        <div className="flex items-center gap-3 lg:shrink-0">
          <IconTile icon="i-lucide-trophy" className="icon-tile h-10 w-10 rounded-xl text-xl" />
          <h3 className="h-card">{copy.prizeTitle}</h3>
        </div>
        {/* The live total (the browser tests read it). */}
        <p className="flex flex-col items-end text-right lg:order-last lg:ml-auto">
          <span className="text-2xl font-extrabold tabular-nums text-ink-900" data-total-votes>
            {total}
          </span>
          <span className="whitespace-nowrap text-xs font-medium text-ink-600">{copy.totalLabel}</span>
        </p>
      </div>
      <div className="flex flex-col items-start gap-2 lg:flex-row lg:items-center lg:gap-6">
        <p className="text-sm leading-relaxed text-ink-700 lg:max-w-md">{copy.prizeText}</p>
        <div className="shrink-0">
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
    </div>
  )
}
