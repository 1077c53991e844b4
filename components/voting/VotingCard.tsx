import type { FormEvent, Ref } from 'react'
import type { VotingStartup } from '../../data/voting'
import { LazyImage } from '../ui/LazyImage'
import { MetaItem } from '../ui/MetaItem'
import { formatCount, votesLabel } from './votes'

type Props = {
  startup: VotingStartup
  rank: number
  /** The place shown, shared by a tie (`Ranked.place`). */
  place: number
  /** Another startup has the same count: the row says „gleichauf“ beside the name. */
  tied?: boolean
  tiedLabel?: string
  /** What the place wins, on the podium's badge (round 22: the amounts hid behind a tooltip). */
  prize?: string
  votes: number
  voted: boolean
  /** The heart waits for this browser's e-mail confirmation: it does not count yet. */
  waiting?: boolean
  shownTags: number
  foundedLabel: string
  /** Votes are accepted: the heart is a button in a form; otherwise the count is shown read-only. */
  open: boolean
  onToggle: (id: string, event: FormEvent<HTMLFormElement>) => void
  buttonRef: Ref<HTMLButtonElement>
}

const founders = (count: number) => (count === 1 ? '1 Gründer:in' : `${count} Gründer:innen`)

/** One startup of the ranking: for the top three a card (rank, logo, facts, the first tags, the heart), below them a row. */
export function VotingCard({
  startup,
  rank,
  place,
  tied = false,
  tiedLabel = '',
  prize,
  votes,
  voted,
  waiting = false,
  shownTags,
  foundedLabel,
  open,
  onToggle,
  buttonRef,
}: Props) {
  const podium = rank <= 3
  const control = <VoteControl {...{ startup, votes, voted, waiting, open, onToggle, buttonRef }} compact={!podium} />
  if (!podium)
    // Below the top three a ranking reads as rows: rank, logo, name and facts, the heart.
    return (
      <article className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink-200 sm:gap-4 sm:px-5 sm:py-4">
        <p className="w-7 shrink-0 text-center text-sm font-bold tabular-nums text-ink-600" data-rank={place}>
          <span className="sr-only">Platz </span>
          {place}
        </p>
        <LazyImage src={startup.image} alt="" width={44} height={44} className="h-11 w-11 shrink-0 rounded-xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold text-ink-900">
            <span className="truncate" data-startup-name>
              {startup.name}
            </span>
            {/* A shared place (round 24: 6, 6, 8 looked like a bug; „=6“ is not German usage). */}
            {tied ? (
              <span
                className="shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700"
                data-tied
              >
                {tiedLabel}
              </span>
            ) : null}
          </h3>
          <p className="truncate text-sm text-ink-500">
            {/* On a phone the branch, not the city (round 23: a name and a city were too little to vote on). */}
            <span className="sm:hidden">{startup.category}</span>
            <span className="hidden sm:inline">{`${startup.location} · ${startup.category}`}</span>
            <span className="hidden md:inline">
              {' '}
              · {foundedLabel} {startup.founded}
            </span>
          </p>
          <p className="hidden truncate text-sm text-ink-600 lg:block">{startup.description}</p>
        </div>
        {control}
      </article>
    )
  return (
    <article className="flex h-full flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-brand-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p
          className="inline-flex items-center gap-1 rounded-full bg-gradient-brand px-3 py-1 text-xs font-bold uppercase tracking-wide text-white"
          data-rank={place}
        >
          <span className="i-lucide-trophy text-sm" aria-hidden="true" />
          Platz {place}
          {prize ? <span className="font-semibold normal-case">{` · ${prize}`}</span> : null}
        </p>
        <p className="chip">{startup.category}</p>
      </div>
      <div className="flex items-center gap-4">
        <LazyImage src={startup.image} alt="" width={56} height={56} className="h-14 w-14 rounded-2xl" />
        <div className="min-w-0">
          <h3 className="h-card" data-startup-name>
            {startup.name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-500">
            <MetaItem icon="i-lucide-map-pin" className="whitespace-nowrap">
              {startup.location}
            </MetaItem>
            <span aria-hidden="true">·</span>
            <span className="whitespace-nowrap">
              {foundedLabel} {startup.founded}
            </span>
          </p>
        </div>
      </div>
      {/* On phones the podium stays compact (round 24): two lines of the pitch, no tags. */}
      <p className="text-sm leading-relaxed text-ink-600 max-sm:line-clamp-2">{startup.description}</p>
      <ul className="hidden flex-wrap gap-2 sm:flex" aria-label="Schwerpunkte">
        {startup.tags.slice(0, shownTags).map((tag) => (
          <li key={tag} className="rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-700">
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink-100 pt-4">
        <MetaItem icon="i-lucide-users" as="p" className="text-sm text-ink-500">
          {founders(startup.founderCount)}
        </MetaItem>
        {control}
      </div>
    </article>
  )
}

type ControlProps = Pick<Props, 'startup' | 'votes' | 'voted' | 'waiting' | 'open' | 'onToggle' | 'buttonRef'> & {
  /** In a ranking row on a phone the count stands alone beside the heart (the word is read, not shown). */
  compact?: boolean
}

/** The heart: a button in a form while votes are accepted, else the count, read-only. */
function VoteControl({
  startup,
  votes,
  voted,
  waiting = false,
  open,
  onToggle,
  buttonRef,
  compact = false,
}: ControlProps) {
  const count = (
    <span data-votes={votes}>
      {compact ? (
        <>
          {formatCount(votes)}
          <span className="sr-only sm:not-sr-only"> {votes === 1 ? 'Stimme' : 'Stimmen'}</span>
        </>
      ) : (
        votesLabel(votes)
      )}
    </span>
  )
  return open ? (
    // A real form: without JavaScript the post answers 303 back to the ranking; the island sends it by fetch.
    <form method="post" action={`/api/votes/${startup.id}`} onSubmit={(event) => onToggle(startup.id, event)}>
      <input type="hidden" name="intent" value={voted ? 'remove' : 'add'} />
      <button
        ref={buttonRef}
        type="submit"
        aria-pressed={voted}
        data-vote-button={startup.id}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm sm:min-w-40 sm:justify-between font-semibold tabular-nums ring-1 transition-[transform,background-color] motion-safe:active:scale-95 ${
          voted
            ? 'bg-brand-50 text-brand-700 ring-brand-300 hover:bg-brand-100'
            : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50 hover:text-brand-700'
        }`}
      >
        <Heart filled={voted} />
        <span className="sr-only">Stimme für {startup.name}: </span>
        {count}
        {waiting ? <span className="sr-only"> (wartet auf Bestätigung)</span> : null}
      </button>
      {waiting ? (
        <span className="mt-1 block text-right text-xs font-medium text-brand-700" data-vote-waiting={startup.id}>
          wartet auf Bestätigung
        </span>
      ) : null}
    </form>
  ) : (
    <p
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink-50 px-4 text-sm sm:min-w-40 sm:justify-between font-semibold tabular-nums text-ink-700"
      data-vote-count={startup.id}
    >
      <Heart filled={voted} />
      {count}
      {voted ? <span className="sr-only"> (deine Stimme)</span> : null}
    </p>
  )
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
