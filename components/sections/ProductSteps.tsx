import type { ReactNode } from 'react'
import { angels } from '../../data/angels'
import { dashboardData } from '../../data/dashboard'
import { startups } from '../../data/startups'
import { formatNumber } from '../../lib/format'
import { formatScore } from '../demo-card/badge'
import { PersonName } from '../media/PersonName'
import { LazyImage } from '../ui/LazyImage'

// The product in the three steps of „so funktioniert's“ (record, match, hear back): each step's piece of the
// product as a small mock-up from the demo card's and the dashboard's data, and a beta tester's word under them.
// The home page and /old-home show them; /plattform shows the recording in its first step.

/** Step 1's mock-up: a pitch being recorded, its beats as chips. */
const recording = {
  label: 'Aufnahme',
  time: '0:42 / 1:00',
  beats: ['Problem', 'Lösung', 'Traktion', 'Team', 'Ask'],
}

/**
 * Step 2's mock-up: the angels the matching found for the pitch of step 1, each with the focus it was matched on
 * and a score (the founder's view; round 20: the startup card here showed the angel's side).
 */
const matching = {
  title: 'Passende Angels',
  fresh: '2 neu',
  matches: [
    { id: 'theresa-kranz', score: 9.4 },
    { id: 'marco-bellini', score: 8.8 },
  ],
}

/** Step 3's mock-up: the founder's dashboard, an angel's message and the likes coming in. */
const feedDashboard = {
  title: 'Dein Dashboard',
  sample: 'Beispiel',
  kind: 'i-lucide-message-circle',
  likes: 'Investoren-Likes',
  link: 'Dashboard ansehen',
}

/** A beta tester's word under the steps: what the three steps brought her (a fictional person, drawn). */
const quote = {
  text: 'Wir haben in einem Monat mehr qualifizierte Angel-Gespräche geführt als in den sechs Monaten davor\u00a0– weil wir nicht mehr suchen mussten, sondern gefunden wurden.',
  author: 'Nora Brandt',
  role: 'Mitgründerin eines B2B-SaaS-Startups aus München (Beta-Testerin)',
  image: '/images/founders/nora-brandt.svg',
}

/** The three mock-ups, in the steps' order (for `Steps`' `visuals`). */
export function productStepVisuals(): ReactNode[] {
  return [<Recording key="pitch" />, <Match key="match" />, <Dashboard key="reply" />]
}

/** The grey well every step's mock-up sits in, one height for all three so the steps' titles line up. */
function Well({ children, hidden = true }: { children: ReactNode; hidden?: boolean }) {
  return (
    <div
      className="flex min-w-0 items-center justify-center rounded-3xl bg-ink-50 p-3 ring-1 ring-ink-200 sm:h-44 sm:p-4"
      aria-hidden={hidden || undefined}
      data-step-visual
    >
      {children}
    </div>
  )
}

const mock = 'flex w-full max-w-xs rounded-2xl bg-white p-3 shadow-soft ring-1 ring-ink-200'

/** Step 1: a pitch being recorded, in its well. */
function Recording() {
  return (
    <Well>
      <PitchRecording />
    </Well>
  )
}

/**
 * A pitch being recorded – the first frame, the clock running to one minute, the beats it covers (also /plattform's
 * first step).
 */
export function PitchRecording() {
  const founder = startups[0]!.teamMembers[0]!
  return (
    <div className={`${mock} items-center gap-3`}>
      {/* The first frame as the dashboard’s pitch preview draws it: the founder’s portrait on its own mint. */}
      <span className="relative block aspect-[9/16] w-14 shrink-0 overflow-hidden rounded-xl bg-mint-100">
        <LazyImage
          src={founder.image}
          alt=""
          width={160}
          height={160}
          className="absolute inset-x-0 top-[12%] w-full"
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex items-center justify-between gap-2 text-xs font-semibold text-ink-700">
          <span className="flex items-center gap-1.5">
            <span className="h-2 w-2 rounded-full bg-brand-600" />
            {recording.label}
          </span>
          <span className="tabular-nums">{recording.time}</span>
        </span>
        <span className="h-1 rounded-full bg-ink-200">
          <span className="block h-1 w-[70%] rounded-full bg-brand-600" />
        </span>
        <span className="flex flex-wrap gap-1">
          {recording.beats.map((beat) => (
            <span key={beat} className="chip !px-2 !py-0.5">
              {beat}
            </span>
          ))}
        </span>
      </span>
    </div>
  )
}

/** Step 2: the angels matched to the pitch – face, name, the focus that matched, the score. */
function Match() {
  const found = matching.matches.flatMap(({ id, score }) => {
    const angel = angels.find((candidate) => candidate.id === id)
    return angel ? [{ angel, score }] : []
  })
  return (
    <Well>
      <div className={`${mock} flex-col gap-2.5`}>
        <span className="flex items-center justify-between gap-2">
          <span className="text-sm font-bold text-ink-900">{matching.title}</span>
          <span className="rounded-full bg-mint-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-mint-800">
            {matching.fresh}
          </span>
        </span>
        {found.map(({ angel, score }) => (
          <span key={angel.id} className="flex items-center gap-2.5">
            <LazyImage src={angel.image} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-full" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-xs font-semibold text-ink-900">{angel.name}</span>
              <span className="truncate text-[0.6875rem] text-ink-600">
                {/* The two leading fields of the focus: the third was cut on a phone. */}
                {angel.investments.split(', ').slice(0, 2).join(', ')}
              </span>
            </span>
            <span className="shrink-0 text-xs font-bold tabular-nums text-mint-700">{formatScore(score)}</span>
          </span>
        ))}
      </div>
    </Well>
  )
}

/**
 * Step 3: the founder's dashboard as the step says it – angels getting in touch: the latest message from its activity
 * feed and the likes (round 21: views and a like count showed no angel reaching out); a link to the whole mock-up.
 */
function Dashboard() {
  const { stats } = dashboardData
  const reply = dashboardData.activity.find((entry) => entry.icon === feedDashboard.kind)
  return (
    <Well hidden={false}>
      <a href="/dashboard" className={`${mock} group flex-col gap-2.5 text-ink-900 no-underline hover:ring-ink-300`}>
        <span className="flex items-center justify-between gap-2">
          <span className="text-sm font-bold">{feedDashboard.title}</span>
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-ink-700">
            {feedDashboard.sample}
          </span>
        </span>
        {reply ? (
          <span className="flex items-start gap-2.5">
            <span
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm text-brand-700"
              aria-hidden="true"
            >
              <span className={reply.icon} />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-xs font-semibold leading-snug">{reply.text}</span>
              <span className="text-[0.6875rem] text-ink-600">{reply.time}</span>
            </span>
          </span>
        ) : null}
        <span className="flex items-center gap-1.5 text-xs text-ink-600">
          <span className="i-lucide-heart text-sm text-brand-700" aria-hidden="true" />
          <span className="font-semibold text-ink-900">{formatNumber(stats.investorLikes)}</span> {feedDashboard.likes}
          <span className="font-semibold text-mint-700">{stats.investorLikesTrend}</span>
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
          {feedDashboard.link}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </span>
      </a>
    </Well>
  )
}

/**
 * The beta tester's quote, under the steps: at the left edge with a rule, or `centred` (the home page: at the left it
 * filled 60 % of the width with nothing beside it, its last word alone on a line; round 26), larger and evenly set.
 */
export function FounderQuote({ centred = false }: { centred?: boolean }) {
  return (
    <figure
      className={
        centred
          ? 'mx-auto mt-14 flex max-w-[45rem] flex-col items-center gap-5 text-center sm:mt-20'
          : 'mt-12 flex max-w-3xl flex-col gap-4 border-l-2 border-brand-300 pl-5 sm:mt-14'
      }
    >
      {centred ? <span className="i-lucide-quote text-3xl text-brand-600" aria-hidden="true" /> : null}
      <blockquote
        className={
          centred
            ? 'text-xl font-semibold leading-snug tracking-tight text-ink-900 [text-wrap:pretty] sm:text-2xl'
            : 'text-lg font-medium leading-relaxed text-ink-900'
        }
      >
        „{quote.text}“
      </blockquote>
      <figcaption className={`flex items-center gap-3 ${centred ? 'text-left' : ''}`}>
        <LazyImage src={quote.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full" />
        <PersonName name={quote.author} role={quote.role} />
      </figcaption>
    </figure>
  )
}
