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
 * Above the voting grid, one compact card: what the most voted startups win, the three amounts as figures with one
 * short line (round 26: a paragraph repeated the dates of the hero), the spec's prize tooltip one tap away and, where the
 * hero's standings do not show it, the live total. The amounts show here only (review 29b: the podium's badges
 * repeated them); the tooltip, hidden until opened, is the spec's (its amounts and its 700 / 300 ms delays).
 */
export function PrizePanel({ prizes, copy, total, totalInHero = false }: PrizePanelProps) {
  return (
    <div className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6 lg:flex-row lg:items-center lg:gap-10">
      <div className="flex flex-col gap-3 lg:max-w-xs">
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <IconTile icon="i-lucide-trophy" className="icon-tile h-10 w-10 rounded-xl text-xl" />
            <h3 className="h-card">{copy.prizeTitle}</h3>
          </div>
          {/* The live total (the browser tests read it). */}
          <p className={`flex flex-col items-end text-right ${totalInHero ? 'lg:hidden' : ''}`}>
            <span className="text-xl font-extrabold tabular-nums text-ink-900" data-total-votes>
              {total}
            </span>
            <span className="whitespace-nowrap text-xs font-medium text-ink-600">{copy.totalLabel}</span>
          </p>
        </div>
        <p className="text-sm leading-relaxed text-ink-700">{copy.prizeText}</p>
      </div>
      <ol className="grid flex-1 grid-cols-3 gap-2 sm:gap-4" aria-label={copy.prizeListLabel}>
        {prizes.map((prize) => (
          <li
            key={prize.place}
            className="flex flex-col gap-0.5 rounded-2xl bg-ink-50 px-3 py-3 sm:px-4"
            data-prize={prize.place}
          >
            <span className="whitespace-nowrap text-xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:text-2xl xl:text-3xl">
              {prize.amount}
            </span>
            <span className="text-xs font-semibold text-ink-600">
              {prize.place === 1 ? `${prize.label} + Wildcard` : prize.label}
            </span>
          </li>
        ))}
      </ol>
      <div className="shrink-0 self-start lg:self-center">
        <Tooltip label={copy.prizeTrigger} icon={<span className="i-lucide-info text-base" aria-hidden="true" />}>
          <span className="mb-2 block font-semibold">{copy.prizeListLabel}</span>
          <span className="flex flex-col gap-1">
            {prizes.map((prize) => (
              <span key={prize.place} className="flex justify-between gap-4">
                <span className="text-ink-100">{prize.label}</span>
                <span className="font-bold">{prize.amount}</span>
              </span>
            ))}
          </span>
        </Tooltip>
      </div>
    </div>
  )
}
