import type { votingGridCopy } from '../../data/voting-grid-copy'
import { IconTile } from '../ui/IconTile'
import { Tooltip } from './Tooltip'

export type PrizePanelProps = {
  prizes: { place: number; label: string; amount: string }[]
  copy: typeof votingGridCopy
  /** All votes so far, formatted. */
  total: string
  /** The hero's standings show the total from 1024 px: the live one stands here below that width only. */
  totalInHero?: boolean
}

/**
 * Above the voting grid, one slim band: what the most voted startups win in one short line, the spec's prize tooltip
 * one tap away and, where the hero's standings do not show it, the live total. The amounts stand in the podium's
 * cards, each at its place (review 30: five elements crammed into the band, „1. Platz + Wildcard“ wrapped); the
 * tooltip, hidden until opened, is the spec's (its amounts and its 700 / 300 ms delays).
 */
export function PrizePanel({ prizes, copy, total, totalInHero = false }: PrizePanelProps) {
  // The trigger stands beside the title, so its tooltip opens over the band's left part on every width.
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white px-5 py-4 ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-5 sm:px-6">
      <IconTile icon="i-lucide-trophy" className="icon-tile h-10 w-10 shrink-0 rounded-xl text-xl max-sm:hidden" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h3 className="text-base font-bold text-ink-900">{copy.prizeTitle}</h3>
          <Tooltip label={copy.prizeTrigger} icon={<span className="i-lucide-info text-base" aria-hidden="true" />}>
            <span className="mb-2 block font-semibold">{copy.prizeListLabel}</span>
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
        <p className="text-sm leading-relaxed text-ink-700">{copy.prizeText}</p>
      </div>
      {/* The live total (the browser tests read it). */}
      <p className={`flex shrink-0 flex-col sm:items-end sm:text-right ${totalInHero ? 'lg:hidden' : ''}`}>
        <span className="text-xl font-extrabold tabular-nums text-ink-900" data-total-votes>
          {total}
        </span>
        <span className="whitespace-nowrap text-xs font-medium text-ink-600">{copy.totalLabel}</span>
      </p>
    </div>
  )
}
