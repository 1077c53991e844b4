import type { VotingStartup } from '../../data/voting'
import { votingGridCopy } from '../../data/voting-grid-copy'
import type { Ranked } from '../../lib/ranking'
import { LazyImage } from '../ui/LazyImage'
import { prizeFor, votesLabel } from './votes'

type Props = {
  /** The ranking, place 1 first. */
  ranked: Ranked<VotingStartup>[]
  /** Prize money per place (places 1–3). */
  prizes: readonly { place: number; label: string; amount: string }[]
  label: string
  /** Shown beside each count while the counts are still being checked. */
  provisional?: string
}

/**
 * The wildcard ranking once the vote has closed, rendered on the server only (no hearts, no JavaScript):
 * each startup with its place, logo, counts and, for places 1–3, the prize money. One column below 1024 px whose rows
 * may not grow past it (a grid item's min-content width had pushed counts and prizes off a phone's screen, round 26):
 * the name wraps, its „gleichauf“ under it where there is no room beside it.
 */
export function RankingList({ ranked, prizes, label, provisional }: Props) {
  return (
    <ol
      className="grid grid-cols-1 gap-3 lg:grid-cols-2"
      aria-label={label}
      data-ranking-list={provisional ? 'provisional' : 'final'}
    >
      {ranked.map(({ startup, votes, rank, place, tied }) => {
        const prize = prizeFor(prizes, rank)
        return (
          <li
            key={startup.id}
            id={`startup-${startup.id}`}
            data-startup={startup.id}
            className={`flex items-center gap-3 rounded-2xl bg-white p-3 shadow-soft sm:gap-4 sm:p-4 ring-1 ${prize ? 'ring-brand-200' : 'ring-ink-100'}`}
          >
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm sm:size-10 font-extrabold tabular-nums ${prize ? 'bg-ink-900 text-white' : 'bg-ink-100 text-ink-700'}`}
              data-rank={place}
            >
              <span className="sr-only">Platz </span>
              {place}
            </span>
            <LazyImage
              src={startup.image}
              alt=""
              width={44}
              height={44}
              className="size-9 shrink-0 rounded-xl sm:size-11"
            />
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-bold text-ink-900">
                <span className="min-w-0 break-words" data-startup-name>
                  {startup.name}
                </span>
                {tied ? (
                  <span
                    className="shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700"
                    data-tied
                  >
                    {votingGridCopy.tiedLabel}
                  </span>
                ) : null}
              </p>
              <p className="truncate text-sm text-ink-500">
                {startup.category} · {startup.location}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-0.5 text-right">
              <p className="text-sm font-semibold tabular-nums text-ink-800" data-vote-count={startup.id}>
                <span data-votes={votes}>{votesLabel(votes)}</span>
                {provisional ? <span className="block text-xs font-medium text-ink-500">{provisional}</span> : null}
              </p>
              {prize ? (
                <p className="text-xs font-bold text-brand-700" data-prize={prize.place}>
                  {prize.amount}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
