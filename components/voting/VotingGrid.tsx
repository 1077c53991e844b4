import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { VotingStartup } from '../../data/voting'
import type { votingGridCopy } from '../../data/voting-grid-copy'
import { votingRule } from '../../data/voting-rule'
import { rankStartups } from '../../lib/ranking'
import { ShowMore } from '../ui/ShowMore'
import { PrizePanel, type PrizePanelProps } from './PrizePanel'
import { VoterEmailForm } from './VoterEmailForm'
import { VotingCard } from './VotingCard'
import { applyServerVote, formatCount, initialVoteState, prizeFor, toggleVote, voteAnnouncement } from './votes'

/** How many ranked startups a phone shows before the list is opened (the rest follow on request). */
const PHONE_TOP = 5

export type VotingGridProps = {
  startups: VotingStartup[]
  prizes: PrizePanelProps['prizes']
  shownTags: number
  copy: typeof votingGridCopy
  /** Live counts per startup id, as the server read them. */
  counts: Record<string, number>
  /** Startups this visitor has voted for. */
  mine: string[]
  /** Votes are accepted now (the voting phase). */
  open: boolean
  /** Shown above the ranking while voting is closed (when it starts, that it ended, the winner). */
  note?: string
  /** The hero's standings show the total on wide screens. */
  totalInHero?: boolean
}

type VoteAnswer = {
  ok: true
  startupId: string
  voted: boolean
  votes: number
  pending?: boolean
  needsEmail?: boolean
}
type Mine = {
  verified: boolean
  needsEmail: boolean
  mine: string[]
  pending: string[]
  /** The counts as they are now (the shared page may be a moment older). */
  counts?: Record<string, number>
}
type VoteError = { message?: string }

const MOVE_MS = 300

/** Lower case without accents, so „zurich“ finds „Zürich“. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The startup's name, place, branch and tags hold every word of the query. */
function matches(startup: VotingStartup, query: string): boolean {
  const haystack = fold([startup.name, startup.location, startup.category, ...startup.tags].join(' '))
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

const FAILED = 'Deine Stimme konnte gerade nicht gespeichert werden. Bitte versuche es noch einmal.'

/**
 * The wildcard ranking: each heart is a form that posts the visitor's vote to the server (it works
 * without JavaScript); the island sends it by fetch instead, shows the toggle at once, takes the
 * server's counts from the answer, re-sorts by votes and lets the cards glide to their new places
 * (FLIP: measure, re-render, animate the difference).
 */
export default function VotingGrid({
  startups,
  prizes,
  shownTags,
  copy,
  counts,
  mine,
  open,
  note,
  totalInHero = false,
}: VotingGridProps) {
  const [state, setState] = useState(() => initialVoteState(startups, counts, mine))
  const [announcement, setAnnouncement] = useState('')
  const [problem, setProblem] = useState(note ?? '')
  const [accepting, setAccepting] = useState(open)
  const [pending, setPending] = useState(0)
  // Hearts of this browser that wait for its e-mail confirmation (they do not count yet).
  const [waiting, setWaiting] = useState<Record<string, boolean>>({})
  const [step, setStep] = useState<'none' | 'ask' | 'sent'>('none')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  // The e-mail step as a dialog, opened by the heart that needs it.
  const [asking, setAsking] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (asking && !element.open) element.showModal()
    const closed = () => setAsking(false)
    element.addEventListener('close', closed)
    return () => element.removeEventListener('close', closed)
  }, [asking])
  const [query, setQuery] = useState('')
  // The search works once the island runs; until then (and without JavaScript) its field is disabled.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  // The page is the same for everyone: this visitor's own hearts come from a small request after hydration.
  useEffect(() => {
    fetch('/api/votes/mine', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Mine>) : undefined))
      .then((own) => {
        if (!own) return
        setState((current) => ({
          ...current,
          counts: own.counts ?? current.counts,
          voted: Object.fromEntries([...own.mine, ...own.pending].map((id) => [id, true])),
        }))
        setWaiting(Object.fromEntries(own.pending.map((id) => [id, true])))
        if (own.pending.length > 0 && !own.verified) setStep(own.needsEmail ? 'ask' : 'sent')
      })
      .catch(() => {})
  }, [])

  const submitEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    setSending(true)
    try {
      const response = await fetch('/api/voters', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
        credentials: 'same-origin',
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) {
        setEmailError(undefined)
        setStep('sent')
        setAnnouncement(votingRule.sentNote)
      } else setEmailError(answer.message ?? FAILED)
    } catch {
      setEmailError(FAILED)
    } finally {
      setSending(false)
    }
  }
  // Per startup: requests go out one after another (each carries its intent), and only the answer to the
  // latest one is shown, so fast double taps end in the state the visitor sees.
  const queues = useRef(new Map<string, { tail: Promise<void>; latest: number }>())
  const ranked = useMemo(() => rankStartups(startups, state.counts), [startups, state.counts])
  const total = ranked.reduce((sum, entry) => sum + entry.votes, 0)
  const searching = query.trim() !== ''
  // The ids the search keeps (all while nothing is searched): worked out once per render, read by the count and each card.
  const shown = searching
    ? new Set(ranked.filter((entry) => matches(entry.startup, query)).map((e) => e.startup.id))
    : null
  const found = shown ? shown.size : ranked.length
  // The rows below the podium form one box: its column head rounds the top, its last shown row the bottom.
  const rows = ranked.filter((entry) => entry.rank > 3 && (!shown || shown.has(entry.startup.id)))
  const edge = (id: string, rank: number) =>
    rank <= 3
      ? ''
      : [
          rows[0]?.startup.id === id ? '' : 'border-t-ink-100',
          rows.at(-1)?.startup.id === id ? 'rounded-b-2xl border-b' : '',
        ].join(' ')

  const items = useRef(new Map<string, HTMLLIElement>())
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const before = useRef<Map<string, DOMRect> | null>(null)
  const refocus = useRef<string | null>(null)

  const show = (next: typeof state, id: string, announce: boolean) => {
    before.current = new Map([...items.current].map(([key, element]) => [key, element.getBoundingClientRect()]))
    refocus.current = document.activeElement === buttons.current.get(id) ? id : null
    const entry = rankStartups(startups, next.counts).find((item) => item.startup.id === id)
    setState(next)
    if (entry && announce) setAnnouncement(voteAnnouncement(entry.startup.name, Boolean(next.voted[id]), entry.place))
  }

  const send = async (id: string, intent: 'add' | 'remove', request: number) => {
    const queue = queues.current.get(id)
    const latest = () => queue?.latest === request
    try {
      const response = await fetch(`/api/votes/${encodeURIComponent(id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ intent }),
        credentials: 'same-origin',
      })
      const answer = (await response.json().catch(() => ({}))) as VoteAnswer | VoteError
      if (response.ok && 'ok' in answer) {
        if (latest()) {
          setProblem('')
          setState((current) => applyServerVote(current, answer))
          setWaiting((current) => ({ ...current, [answer.startupId]: Boolean(answer.pending && answer.voted) }))
          if (answer.pending && answer.voted) {
            setStep((current) => (answer.needsEmail ? 'ask' : current === 'none' ? 'sent' : current))
            if (answer.needsEmail) setAsking(true)
          }
        }
        return
      }
      if (response.status === 409) setAccepting(false)
      setProblem(('message' in answer && answer.message) || FAILED)
    } catch {
      setProblem(FAILED)
    }
    // Not stored: take the shown toggle back.
    if (latest()) setState((current) => toggleVote(current, id))
  }

  const onToggle = (id: string, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const intent = state.voted[id] ? 'remove' : 'add'
    show(toggleVote(state, id), id, true)
    const queue = queues.current.get(id) ?? { tail: Promise.resolve(), latest: 0 }
    queues.current.set(id, queue)
    const request = ++queue.latest
    setPending((count) => count + 1)
    queue.tail = queue.tail.then(() => send(id, intent, request)).finally(() => setPending((count) => count - 1))
  }

  // Runs after every render; it only acts right after a toggle (when `before` holds the old positions).
  useLayoutEffect(() => {
    const first = before.current
    before.current = null
    // Moving a focused node in the DOM can drop its focus: keep it on the heart that was pressed.
    const focusId = refocus.current
    refocus.current = null
    if (focusId && document.activeElement !== buttons.current.get(focusId)) {
      buttons.current.get(focusId)?.focus({ preventScroll: true })
    }
    if (!first || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    for (const [id, element] of items.current) {
      const from = first.get(id)
      if (!from) continue
      const to = element.getBoundingClientRect()
      const dx = from.left - to.left
      const dy = from.top - to.top
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue
      element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
        duration: MOVE_MS,
        easing: 'cubic-bezier(0.2, 0, 0, 1)',
      })
    }
  })

  const stepProps = { onSubmit: submitEmail, error: emailError, busy: sending }
  return (
    <div className="flex flex-col gap-8" data-pending={pending}>
      <PrizePanel prizes={prizes} copy={copy} total={formatCount(total)} totalInHero={totalInHero} />

      {step === 'none' || asking ? null : <VoterStep step={step} {...stepProps} idPrefix="insel" />}
      {/* At the heart: the first heart that waits opens the e-mail step as a dialog over the list (round 23: it
          stood above the ranking, screens away from the card that was tapped). Closed, it stays above the list. */}
      <dialog
        ref={dialog}
        aria-labelledby="stimme-dialog-titel"
        className="w-[min(30rem,calc(100%-2rem))] rounded-3xl bg-white p-0 text-ink-900 shadow-lift backdrop:bg-ink-950/60"
        data-voter-dialog
      >
        {asking ? (
          <div className="flex flex-col gap-5 p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <h2 id="stimme-dialog-titel" className="text-xl font-bold leading-snug">
                {step === 'sent' ? copy.confirmSentTitle : copy.confirmTitle}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="-mr-2 -mt-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-50"
                aria-label={copy.confirmClose}
              >
                <span className="i-lucide-x text-xl" aria-hidden="true" />
              </button>
            </div>
            {step === 'none' ? null : <VoterStep step={step} {...stepProps} idPrefix="dialog" plain />}
            {step === 'sent' ? (
              <button type="button" className="btn-secondary self-start" onClick={() => dialog.current?.close()}>
                {copy.confirmDone}
              </button>
            ) : null}
          </div>
        ) : null}
      </dialog>

      <p
        className={`${problem ? 'flex' : 'hidden'} items-start gap-3 rounded-2xl bg-white p-4 text-sm font-medium text-ink-800 shadow-soft ring-1 ring-brand-200`}
        role="status"
        data-voting-note
      >
        <span className="i-lucide-info mt-0.5 shrink-0 text-base text-brand-700" aria-hidden="true" />
        <span>{problem}</span>
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-voting-search>
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor="startup-suche" className="sr-only">
            {copy.searchLabel}
          </label>
          <span
            className="i-lucide-search pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-lg text-ink-500"
            aria-hidden="true"
          />
          <input
            id="startup-suche"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            disabled={!ready}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            className="h-12 w-full rounded-full bg-white pl-11 pr-4 text-base text-ink-900 shadow-soft ring-1 ring-ink-300 placeholder:text-ink-500 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:bg-ink-50"
          />
        </div>
        <p className="text-sm font-medium text-ink-700" role="status" data-search-count>
          {searching ? `${found}\u00a0${copy.searchFound}` : ''}
        </p>
        {/* The rule is said once, in its card under the list; beside the search a link to it (review 29b: the line
            here and the card said the same twice). */}
        {searching || !accepting ? null : (
          <a
            href={`#${votingRule.id}`}
            className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-ink-700 underline decoration-ink-300 underline-offset-4 hover:text-brand-700"
            data-rule-line
          >
            <span className="i-lucide-info shrink-0 text-base text-ink-500" aria-hidden="true" />
            {votingRule.title}
          </a>
        )}
      </div>

      {/* The list is `display: contents`, so the closing call-to-action card shares the grid with the cards. On
          phones it shows the top five until "Alle anzeigen" is opened (renderer/base.css, no script needed); while the
          list is searched, that toggle is not rendered, so every match shows. */}
      <div className="more-list grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3" hidden={found === 0}>
        <ol className="contents" aria-label={copy.listLabel}>
          {ranked.map(({ startup, votes, rank, place, tied }, index) => (
            <li
              key={startup.id}
              id={`startup-${startup.id}`}
              data-startup={startup.id}
              hidden={shown ? !shown.has(startup.id) : false}
              // The top three as cards (the leader across two columns on tablets), the rest as full-width rows that
              // join into one box. Beyond the top five: hidden on phones until "Alle anzeigen" is open.
              className={
                [
                  rank === 1 ? 'sm:col-span-2 lg:col-span-1' : rank > 3 ? 'sm:col-span-2 lg:col-span-3' : '',
                  rank <= 3 ? 'pb-3 sm:pb-4' : '',
                  index >= PHONE_TOP ? 'more-item' : '',
                  index === PHONE_TOP - 1 ? 'more-last' : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              ref={(element) => {
                if (element) items.current.set(startup.id, element)
                else items.current.delete(startup.id)
              }}
            >
              {/* The column head is the box's first row (review 30: „Stimmen“ alone floated above the card); the columns
                  line up with the rows'. Screen readers hear the word at every count, so the head is for the eye only. */}
              {rows[0]?.startup.id === startup.id ? (
                <p
                  className="flex items-center gap-3 rounded-t-2xl border-x border-t border-ink-200 bg-ink-50 py-2 pl-3 pr-10 text-xs font-semibold uppercase tracking-wide text-ink-500 sm:gap-4 sm:pl-5 sm:pr-12"
                  aria-hidden="true"
                  data-votes-head
                >
                  <span className="flex w-9 shrink-0 justify-center whitespace-nowrap">{copy.placeHead}</span>
                  <span className="min-w-0 flex-1 lg:grid lg:grid-cols-[15.25rem_7.5rem_minmax(0,1fr)] lg:gap-x-3">
                    <span>{copy.startupHead}</span>
                    <span className="hidden lg:block">{copy.categoryHead}</span>
                    <span className="hidden lg:block">{copy.tagsHead}</span>
                  </span>
                  <span className="hidden w-32 shrink-0 sm:block lg:w-36" />
                  <span className="w-20 shrink-0 pl-2.5">{copy.votesHead}</span>
                </p>
              ) : null}
              <VotingCard
                startup={startup}
                rank={rank}
                place={place}
                tied={tied}
                tiedLabel={copy.tiedLabel}
                votes={votes}
                leaderVotes={ranked[0]?.votes ?? votes}
                prize={prizeFor(prizes, rank)}
                lead={rank === 1 ? votes - (ranked[1]?.votes ?? 0) : undefined}
                edge={edge(startup.id, rank)}
                voted={Boolean(state.voted[startup.id])}
                waiting={Boolean(waiting[startup.id])}
                shownTags={shownTags}
                foundedLabel={copy.founded}
                open={accepting}
                onToggle={onToggle}
                buttonRef={(element) => {
                  if (element) buttons.current.set(startup.id, element)
                  else buttons.current.delete(startup.id)
                }}
              />
            </li>
          ))}
        </ol>
      </div>
      {searching && found === 0 ? (
        <div
          className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center ring-1 ring-ink-200"
          data-search-none
        >
          <p className="font-medium text-ink-800">{copy.searchNone}</p>
          <button type="button" className="btn-secondary" onClick={() => setQuery('')}>
            {copy.searchReset}
          </button>
        </div>
      ) : null}
      {ranked.length > PHONE_TOP && !searching ? (
        <ShowMore label={`Alle ${ranked.length} Startups anzeigen`} data-voting-more="" />
      ) : null}
      <p className="sr-only" aria-live="polite" data-vote-announcement>
        {announcement}
      </p>
    </div>
  )
}

type StepProps = {
  step: 'ask' | 'sent'
  idPrefix: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  error: string | undefined
  busy: boolean
  /** In the dialog: no card of its own. */
  plain?: boolean
}

/** The e-mail step: the ask with its form, or the note that the link is on its way. */
function VoterStep({ step, idPrefix, onSubmit, error, busy, plain = false }: StepProps) {
  return (
    <div
      className={`flex flex-col gap-4 ${plain ? '' : 'rounded-3xl bg-white p-5 shadow-soft ring-1 ring-brand-200 sm:p-6'}`}
      data-voter-step={step}
    >
      <p className="flex items-start gap-3 font-medium text-ink-800">
        <span className="i-lucide-mail-check mt-0.5 shrink-0 text-lg text-brand-700" aria-hidden="true" />
        {step === 'ask' ? votingRule.askNote : votingRule.sentNote}
      </p>
      {step === 'ask' ? <VoterEmailForm idPrefix={idPrefix} onSubmit={onSubmit} error={error} busy={busy} /> : null}
    </div>
  )
}
