import type { FormEvent, Ref } from 'react'
import type { VotingStartup } from '../../data/voting'
import { podiumCopy } from '../../data/voting-grid-copy'
import { LazyImage } from '../ui/LazyImage'
import { MetaItem } from '../ui/MetaItem'
import { formatCount, shareOfLeader } from './votes'

type Props = {
  startup: VotingStartup
  rank: number
  /** The place shown, shared by a tie (`Ranked.place`). */
  place: number
  /** Another startup has the same count: the row says „gleichauf“ beside the name. */
  tied?: boolean
  tiedLabel?: string
  votes: number
  /** Place 1's votes: a row's bar is drawn against them. */
  leaderVotes?: number
  voted: boolean
  /** The heart waits for this browser's e-mail confirmation: it does not count yet. */
  waiting?: boolean
  shownTags: number
  foundedLabel: string
  /** Votes are accepted: the heart is a button in a form; otherwise the count is shown read-only. */
  open: boolean
  onToggle: (id: string, event: FormEvent<HTMLFormElement>) => void
  buttonRef: Ref<HTMLButtonElement>
  /** A row's classes as an edge of the ranking's box (its first row rounds the top, its last the bottom). */
  edge?: string
  /** The podium: what this position wins (shown in its card). */
  prize?: { amount: string }
  /** Place 1's card: its votes ahead of place 2, from the same counts. */
  lead?: number
}

const { wildcardLabel, prizeWord, leadLabel } = podiumCopy

const founders = (count: number) => (count === 1 ? '1 Gründer:in' : `${count} Gründer:innen`)

/** One pattern for a startup's facts, on the podium and in an opened row: the city with its pin, the year. */
function Facts({ startup, foundedLabel }: { startup: VotingStartup; foundedLabel: string }) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-ink-500">
      <MetaItem icon="i-lucide-map-pin" className="whitespace-nowrap">
        {startup.location}
      </MetaItem>
      <span className="whitespace-nowrap">
        <span className="mr-2" aria-hidden="true">
          ·
        </span>
        {`${foundedLabel} ${startup.founded}`}
      </span>
    </p>
  )
}

/** One startup of the ranking: for the top three a card (rank, logo, facts, the first tags, the heart), below them a row. */
export function VotingCard({
  startup,
  rank,
  place,
  tied = false,
  tiedLabel = '',
  votes,
  leaderVotes = votes,
  voted,
  waiting = false,
  shownTags,
  foundedLabel,
  open,
  onToggle,
  buttonRef,
  edge = '',
  prize,
  lead,
}: Props) {
  const podium = rank <= 3
  const control = <VoteControl {...{ startup, votes, voted, waiting, open, onToggle, buttonRef }} word={podium} />
  // The votes against place 1's, from the same counts, on the podium and in every row (review 29b: the podium had none).
  const bar = (className: string) => (
    <span className={`h-2 overflow-hidden rounded-full bg-ink-100 ${className}`} aria-hidden="true" data-vote-bar>
      <span className="block h-full rounded-full bg-violet-500" style={{ width: shareOfLeader(votes, leaderVotes) }} />
    </span>
  )
  if (!podium)
    // Below the top three a ranking reads as rows of one white box (round 26: seventeen separate cards). Three pieces
    // a row (review 28: seven – city, year, pitch and a thin line under them – read as a table, the line as an
    // underline): the name with its branch, from 640 px a bar of its votes against place 1's in a column of its own,
    // the heart with the count. The pitch, city and year open under the name.
    return (
      <article
        className={`relative flex min-h-14 items-start gap-3 border-x border-t border-ink-200 bg-white py-1 pl-3 pr-10 sm:gap-4 sm:pl-5 sm:pr-12 ${edge}`}
      >
        {/* A shared place stands at the rank as „6=“ (review 30: a „gleichauf“ pill beside the name looked like the
            branch); screen readers hear „gleichauf“. */}
        <p
          className="flex h-11 w-9 shrink-0 items-center justify-center text-lg font-bold tabular-nums text-ink-800"
          data-rank={place}
          data-tied={tied ? '' : undefined}
          title={tied ? tiedLabel : undefined}
        >
          <span className="sr-only">Platz </span>
          {tied ? `${place}=` : place}
          {tied ? <span className="sr-only">{` (${tiedLabel})`}</span> : null}
        </p>
        <LazyImage src={startup.image} alt="" width={40} height={40} className="mt-1 h-9 w-9 shrink-0 rounded-xl" />
        <details className="group min-w-0 flex-1" data-row-details>
          {/* From 1024 px the summary is a line of data in columns that line up row under row (review 29: name left,
              bar far right, a wide empty middle): name, branch, the first tags, the chevron. */}
          <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-lg lg:grid lg:grid-cols-[12rem_7.5rem_minmax(0,1fr)] lg:gap-x-3">
            <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold text-ink-900">
              <span className="truncate" data-startup-name>
                {startup.name}
              </span>
            </h3>
            {/* The branch as a plain column (review 30: chips in seventeen rows read as a fence). */}
            <span className="shrink-0 text-sm text-ink-600" data-row-category>
              {startup.category}
            </span>
            <span className="hidden text-sm leading-snug text-ink-500 lg:block" data-row-tags>
              {startup.tags.slice(0, shownTags).join(' · ')}
            </span>
            {/* The disclosure at the row's right end (review 29b: it stood alone mid-row); part of the summary. */}
            <span
              className="absolute right-2 top-1.5 flex h-11 w-8 items-center justify-center sm:right-3"
              aria-hidden="true"
            >
              <span className="i-lucide-chevron-down text-lg text-ink-500 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          <div className="flex max-w-2xl flex-col gap-1 pb-1 pt-1">
            <p className="text-sm leading-relaxed text-ink-700" data-row-description>
              {startup.description}
            </p>
            <Facts startup={startup} foundedLabel={foundedLabel} />
          </div>
        </details>
        {bar('mt-4.5 hidden w-32 shrink-0 sm:block lg:w-36')}
        {control}
      </article>
    )
  // The top three: on a phone a compact card (review 29: three tall cards ran a screen and a half before the ranking;
  // review 30: still ~270 px each, so the pitch and the tags show from 640 px only): place, prize and the logo, name
  // and facts beside the heart, then the branch. From 640 px the card as before, the heart in its footer. One grid,
  // one heart: the footer's box dissolves on a phone (`contents`) and its heart takes the cell beside the name.
  // Only place 1 wins the Wildcard (review 30: three equal cards had no hierarchy): its card has the dark edge, the
  // label and its lead over place 2 from the same counts; each card names its own prize.
  const leader = rank === 1
  return (
    <article
      className={`grid h-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-3xl bg-white p-4 shadow-soft sm:flex sm:flex-col sm:items-stretch sm:gap-4 sm:p-6 ${
        leader ? 'ring-2 ring-ink-900' : 'ring-1 ring-ink-200'
      }`}
      data-podium-card={rank}
    >
      <div className="col-span-3 mb-2 flex items-center justify-between gap-3 sm:mb-0">
        <p
          className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${
            place === 1 ? 'bg-ink-900 text-white' : 'bg-ink-100 text-ink-800'
          }`}
          data-rank={place}
          data-leader={place === 1 ? '' : undefined}
        >
          {place === 1 ? <span className="i-lucide-trophy text-sm" aria-hidden="true" /> : null}
          {`Platz ${place}`}
          {leader ? (
            <span className="ml-1 border-l border-white/40 pl-2" data-wildcard-label>
              {wildcardLabel}
            </span>
          ) : null}
        </p>
        {prize ? (
          <p className="whitespace-nowrap" data-podium-prize={rank}>
            <span className="text-lg font-bold tabular-nums text-ink-900">{prize.amount}</span>
            <span className="sr-only">{` ${prizeWord}`}</span>
          </p>
        ) : null}
      </div>
      <div className="contents sm:flex sm:items-center sm:gap-4">
        <LazyImage
          src={startup.image}
          alt=""
          width={56}
          height={56}
          className="row-span-2 h-12 w-12 rounded-2xl sm:h-14 sm:w-14"
        />
        {/* On a phone the facts run under the name and the heart (a narrow cell broke them before the year). */}
        <div className="contents sm:block sm:min-w-0">
          <h3 className="h-card min-w-0 self-end" data-startup-name>
            {startup.name}
          </h3>
          <div className="col-span-2 self-start">
            <Facts startup={startup} foundedLabel={foundedLabel} />
          </div>
        </div>
      </div>
      <p className="col-span-3 text-sm leading-relaxed text-ink-600 max-sm:hidden" data-podium-description>
        {startup.description}
      </p>
      <div className="col-span-3 mt-2 flex flex-wrap gap-2 sm:mt-0">
        <p className="chip">{startup.category}</p>
        <ul className="contents max-sm:hidden" aria-label="Schwerpunkte">
          {startup.tags.slice(0, shownTags).map((tag) => (
            <li key={tag} className="rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-700">
              {tag}
            </li>
          ))}
        </ul>
      </div>
      <div className="col-span-3 flex flex-col gap-2 sm:mt-auto">
        {bar('hidden w-full sm:block')}
        {leader && lead !== undefined ? (
          <p className="mt-1 text-sm font-semibold text-ink-800 sm:mt-0" data-lead={lead}>
            {leadLabel(lead)}
          </p>
        ) : null}
      </div>
      <div className="contents sm:flex sm:items-center sm:justify-between sm:gap-3">
        <MetaItem icon="i-lucide-users" as="p" className="whitespace-nowrap text-sm text-ink-500 max-sm:hidden">
          {founders(startup.founderCount)}
        </MetaItem>
        <div className="col-start-3 row-start-2" data-podium-vote>
          {control}
        </div>
      </div>
    </article>
  )
}

/** On a phone the count stands alone beside the heart (the word is read, not shown), in a row and on the podium. */
type ControlProps = Pick<Props, 'startup' | 'votes' | 'voted' | 'waiting' | 'open' | 'onToggle' | 'buttonRef'> & {
  /** The word „Stimmen“ under the figure from 640 px (the podium); a row leaves it to the list's column head. */
  word: boolean
}

/** The heart: a button in a form while votes are accepted, else the count, read-only. */
function VoteControl({ startup, votes, voted, waiting = false, open, onToggle, buttonRef, word }: ControlProps) {
  // The count as a figure beside the heart; the word under it from 640 px (in a phone row it is only read).
  const count = (
    <span className="flex flex-col items-start leading-none" data-votes={votes}>
      <span className={`${word ? 'text-base font-bold' : 'text-sm font-semibold'} tabular-nums`}>
        {formatCount(votes)}
      </span>
      <span className={`sr-only mt-0.5 text-xs font-medium text-ink-500 ${word ? 'sm:not-sr-only' : ''}`}>
        {` ${votes === 1 ? 'Stimme' : 'Stimmen'}`}
      </span>
    </span>
  )
  // A row's heart is a compact ghost button (review 30: seventeen outlined 50 px pills filled their rows like a
  // fence): no edge until hovered, 36 px tall; voted, a brand tint with the filled heart. The podium keeps its pill.
  const look = word
    ? `min-h-11 gap-2.5 py-1 pl-1 pr-4 ring-1 sm:min-w-36 ${voted ? 'bg-brand-50 text-ink-900 ring-brand-300 hover:bg-brand-100' : 'bg-white text-ink-900 ring-ink-200 hover:ring-ink-400'}`
    : `h-9 w-20 gap-1.5 px-2.5 ${voted ? 'bg-brand-50 text-brand-800 hover:bg-brand-100' : 'text-ink-800 hover:bg-ink-100'}`
  const heart = word
    ? `h-10 w-10 ${voted ? 'bg-brand-600 text-white' : 'text-ink-700 group-hover:text-brand-700'}`
    : `h-5 w-5 ${voted ? 'text-brand-600' : 'text-ink-700 group-hover:text-brand-700'}`
  return open ? (
    // A real form: without JavaScript the post answers 303 back to the ranking; the island sends it by fetch.
    <form
      method="post"
      action={`/api/votes/${startup.id}`}
      onSubmit={(event) => onToggle(startup.id, event)}
      className={`shrink-0 ${word ? '' : 'mt-1'}`}
    >
      <input type="hidden" name="intent" value={voted ? 'remove' : 'add'} />
      {/* Round 26: the heart read as a counter, so it has a round target of its own; the count stands beside it. Not
          voted it is neutral, voted filled in brand (review 29b: a pink tint looked voted before). */}
      <button
        ref={buttonRef}
        type="submit"
        aria-pressed={voted}
        data-vote-button={startup.id}
        className={`group inline-flex items-center rounded-full text-left transition-[transform,background-color,box-shadow] motion-safe:active:scale-95 ${look}`}
      >
        <span className={`flex shrink-0 items-center justify-center rounded-full transition-colors ${heart}`}>
          <Heart filled={voted} />
        </span>
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
    // Read-only: no round target, so it does not look like a button.
    <p
      className={`inline-flex shrink-0 items-center text-ink-600 ${word ? 'min-h-11 gap-2.5 rounded-full bg-ink-50 px-4 sm:min-w-36' : 'mt-1 h-9 w-20 gap-1.5 px-2.5'}`}
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
