import type { ReactNode } from 'react'
import { angels } from '../../data/angels'
import { dashboardData } from '../../data/dashboard'
import { startups } from '../../data/startups'
import { formatNumber } from '../../lib/format'
import { formatScore } from '../demo-card/badge'
import { MatchChip } from '../demo-card/MatchChip'
import { PersonName } from '../media/PersonName'
import { LazyImage } from '../ui/LazyImage'

// The product in the three steps of „so funktioniert's“ (record, match, hear back): each step's piece of the
// product as a small mock-up from the demo card's and the dashboard's data, and a beta tester's word under them.
// The home page and /old-home show them; /plattform shows the recording in its first step.

/**
 * Step 1's mock-up: a pitch being recorded, its beats (chips on /plattform, a script in the step); at 0:42 of the
 * minute the first three are covered and the team is being told.
 */
const recording = {
  label: 'Aufnahme',
  time: '0:42 / 1:00',
  beats: ['Problem', 'Lösung', 'Traktion', 'Team', 'Ask'],
  current: 3,
}

/**
 * Step 2's mock-up: the angels the matching found for the pitch of step 1, each with the focus it was matched on
 * and a score (the founder's view; round 20: the startup card here showed the angel's side).
 */
const matching = {
  title: 'Passende Angels',
  /** The head's count of new matches, the rows shown (review 3 of /old-home, session 32: „2 neu“ over three rows). */
  fresh: (count: number) => `${count}\u00a0neu`,
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

/**
 * The mock-ups' look: `plain` as /old-home shows them; `product` (the home page, session 31) with the demo card's
 * parts: the scores as its „Match“ chip, as on the hero's phone (review 7.2: green „9,4/10“ text here, the chip
 * there), and the recording as a portrait video frame with its REC dot and clock (a small head on a tile did not
 * read as a camera).
 */
type Look = 'plain' | 'product'

/**
 * The frames' status chips: `tinted` (default) each in its own colour (REC pink, „2 neu“ green, „Beispiel“ grey);
 * `neutral` one grey chip style for all three, REC keeping its dot as the live mark (the home page, fix round 32:
 * three chip colours in one row read as three systems).
 * `quiet` (/old-home, fix review of session 32): the mock-ups plainly an illustration – the neutral chips, the
 * dashboard's „ansehen“ an ink mock-up button instead of a pink link, a third matched angel from the dashboard's data,
 * and the camera frame holding another founder of the pitch than the hero's face, centred. Without either the HTML
 * stays as it was (/plattform).
 */
type Chips = 'tinted' | 'neutral'

export function productStepVisuals({
  look = 'plain',
  chips = 'tinted',
  quiet = false,
}: {
  look?: Look
  chips?: Chips
  quiet?: boolean
} = {}): ReactNode[] {
  const neutral = quiet || chips === 'neutral'
  return [
    look === 'product' ? <RecordingFrame key="pitch" quiet={quiet} neutral={neutral} /> : <Recording key="pitch" />,
    <Match key="match" look={look} quiet={quiet} neutral={neutral} />,
    <Dashboard key="reply" look={look} quiet={quiet} />,
  ]
}

/** The one neutral chip of the `neutral` and `quiet` heads (the „Beispiel“ chip's tone). */
const neutralChip = 'bg-ink-100 text-ink-700'

/**
 * The one frame every step's mock-up is drawn in, as tall as its row's tallest (`Steps` lines the rows up) and its
 * content at the top: review 6.8 found a card inside a grey well, the cards of unlike heights and top edges.
 */
const frame = 'flex h-full min-w-0 flex-col gap-3 rounded-3xl bg-white p-4 shadow-soft ring-1 ring-ink-200 sm:p-5'

/** The small mock-up beside a /plattform step. */
const mock = 'flex w-full max-w-xs rounded-2xl bg-white p-3 shadow-soft ring-1 ring-ink-200'

/** A mock-up's heading line: its title and a pill (text from 13 px up: review 6.8 read 11 px). */
function FrameHead({ title, pill, pillTone }: { title: ReactNode; pill: ReactNode; pillTone: string }) {
  return (
    <span className="flex items-center justify-between gap-2">
      <span className="text-base font-bold text-ink-900">{title}</span>
      <span
        className={`flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.8125rem] font-semibold ${pillTone}`}
      >
        {pill}
      </span>
    </span>
  )
}

/** The founder's portrait as a pitch's first frame, on its own mint (as the dashboard's pitch preview draws it). */
function FirstFrame({ className }: { className: string }) {
  const founder = startups[0]!.teamMembers[0]!
  return (
    <span className={`relative block aspect-[9/16] shrink-0 overflow-hidden rounded-xl bg-mint-100 ${className}`}>
      <LazyImage src={founder.image} alt="" width={160} height={160} className="absolute inset-x-0 top-[12%] w-full" />
    </span>
  )
}

/**
 * The recording's beats, one to a line: ticked when covered, the one being told marked. A list of its own, or (`span`)
 * lines without one where the mock-up stands inside a list's item (/plattform's numbered steps).
 */
function Beats({ as = 'ol' }: { as?: 'ol' | 'span' }) {
  const [List, Item] = as === 'ol' ? (['ol', 'li'] as const) : (['span', 'span'] as const)
  return (
    <List className="flex min-w-0 flex-col gap-1 text-sm">
      {recording.beats.map((beat, index) => {
        const done = index < recording.current
        const now = index === recording.current
        return (
          <Item key={beat} className={`flex items-center gap-2 ${now ? 'font-semibold text-ink-900' : 'text-ink-600'}`}>
            <span
              className={`shrink-0 text-base ${done ? 'i-lucide-circle-check text-mint-700' : now ? 'i-lucide-circle-dot text-brand-600' : 'i-lucide-circle text-ink-300'}`}
            />
            {beat}
          </Item>
        )
      })}
    </List>
  )
}

/**
 * Step 1 as a camera view (the `product` look): the founder's face cropped to a 9:16 frame on the portraits' grey
 * ground, the REC dot and the clock on the frame's top, the minute's progress along its foot; the beats beside it.
 */
function RecordingFrame({ quiet = false, neutral = false }: { quiet?: boolean; neutral?: boolean }) {
  return (
    <div className={frame} aria-hidden="true" data-step-visual data-recording-frame>
      <FrameHead
        title={recording.label}
        pill={
          <>
            <span className="h-2 w-2 rounded-full bg-brand-600" />
            REC
          </>
        }
        pillTone={neutral ? neutralChip : 'bg-brand-50 text-brand-800'}
      />
      <div className="flex items-center gap-4">
        <CameraFrame label={recording.time} founder={quiet ? 1 : 0} />
        <Beats />
      </div>
    </div>
  )
}

/**
 * The camera frame of both recording views: the founder's face cropped to 9:16 on the portraits' grey ground, a dark
 * label on its top (the home page's clock, /plattform's „REC“ beside its clock in the card's head), the minute's
 * progress along its foot. `large`: /plattform's wider frame, its label at the mock-ups' 13 px floor.
 */
function CameraFrame({
  label,
  large = false,
  founder: member = 0,
}: {
  label: string
  large?: boolean
  founder?: number
}) {
  // `founder`: which of the first pitch's team (0: Lena, the hero's face on /old-home; 1: Jonas, whose head the frame's middle holds whole, ear to ear).
  const founder = startups[0]!.teamMembers[member]!
  return (
    <span
      className={`relative block aspect-[9/16] ${large ? 'w-28' : 'w-24'} shrink-0 overflow-hidden rounded-xl bg-ink-100 ring-1 ring-ink-200`}
    >
      <LazyImage
        src={founder.image}
        alt=""
        width={160}
        height={160}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <span
        className={`absolute flex items-center gap-1 whitespace-nowrap rounded-full bg-ink-950/75 py-0.5 font-semibold tabular-nums text-white ${large ? 'left-1.5 top-1.5 px-2 text-[0.8125rem]' : 'left-1 top-1 px-1.5 text-[0.6875rem]'}`}
      >
        <span className="h-1.5 w-1.5 rounded-full bg-brand-600" />
        {label}
      </span>
      <span
        className={`absolute h-1 rounded-full bg-white/60 ${large ? 'inset-x-2 bottom-2' : 'inset-x-1.5 bottom-1.5'}`}
      >
        <span className="block h-1 w-[70%] rounded-full bg-brand-600" />
      </span>
    </span>
  )
}

/** The recording's progress, 0:42 of the minute. */
function RecordingBar() {
  return (
    <span className="h-1 rounded-full bg-ink-200">
      <span className="block h-1 w-[70%] rounded-full bg-brand-600" />
    </span>
  )
}

/**
 * Step 1: a pitch being recorded – the clock over the first frame and the pitch's script, its beats one to a line
 * (as chips, „Team“ and „Ask“ wrapped to a second row).
 */
function Recording() {
  return (
    <div className={frame} aria-hidden="true" data-step-visual>
      {/* Headed as the other two frames are, a bold title and a pill (review 7.2: a dot and a small label here, bold
          titles there); the pill holds the running clock with the recording's dot. */}
      <FrameHead
        title={recording.label}
        pill={
          <>
            <span className="h-2 w-2 rounded-full bg-brand-600" />
            <span className="tabular-nums">{recording.time}</span>
          </>
        }
        pillTone="bg-brand-50 text-brand-800"
      />
      <RecordingBar />
      <div className="flex gap-4">
        <FirstFrame className="w-16" />
        <Beats />
      </div>
    </div>
  )
}

/**
 * A pitch being recorded, the mock-up under /plattform's first step (its only user): the clock in its head, a 9:16
 * camera frame on the portraits' grey ground with its REC mark and the minute's progress along its foot, the beats
 * beside it as a timeline (fix review 31: a 56 px thumbnail and chips left the card 65 % empty beside its row's
 * taller views). Text from 13 px up; the card as /plattform draws its other views.
 */
export function PitchRecording() {
  return (
    <div className={`${mock} flex-col gap-3 sm:p-4`} data-recording-frame>
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-bold text-ink-900">{recording.label}</span>
        <span className="flex items-center gap-1.5 text-[0.8125rem] font-semibold tabular-nums text-ink-700">
          <span className="h-2 w-2 rounded-full bg-brand-600" />
          {recording.time}
        </span>
      </span>
      <div className="flex items-center gap-4 border-t border-ink-100 pt-3">
        <CameraFrame label="REC" large />
        <Beats as="span" />
      </div>
    </div>
  )
}

/** Step 2: the angels matched to the pitch – face, name, the focus that matched, the score. */
function Match({ look, quiet = false, neutral = false }: { look: Look; quiet?: boolean; neutral?: boolean }) {
  // `quiet`: a third row, the angel whose message step 3's dashboard shows, with the match the dashboard's data gives
  // him (fix review of /old-home: two rows read emptier than the frames beside them); by score, highest first.
  const writer = dashboardData.activity.find((entry) => entry.icon === feedDashboard.kind)?.viewer
  const matches = quiet && writer ? [...matching.matches, { id: writer.angel, score: writer.match }] : matching.matches
  const found = matches
    .flatMap(({ id, score }) => {
      const angel = angels.find((candidate) => candidate.id === id)
      return angel ? [{ angel, score }] : []
    })
    .sort((a, b) => b.score - a.score)
  return (
    <div className={frame} aria-hidden="true" data-step-visual>
      <FrameHead
        title={matching.title}
        pill={matching.fresh(found.length)}
        pillTone={neutral ? neutralChip : 'bg-mint-100 text-mint-800'}
      />
      {/* `product` (the home page, session 32: ~70 px stood empty under the two rows beside the taller recording):
          the two rows share the frame's height, each angel in the middle of its half. */}
      <span className={`flex flex-col divide-y divide-ink-100${look === 'product' ? ' flex-1' : ''}`}>
        {found.map(({ angel, score }) => (
          <span
            key={angel.id}
            className={`flex items-center gap-3 py-2.5 last:pb-0${look === 'product' ? ' flex-1 first:pt-0' : ''}`}
          >
            <LazyImage src={angel.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-semibold text-ink-900">{angel.name}</span>
              <span className="truncate text-[0.8125rem] text-ink-600">
                {/* The two leading fields of the focus: the third was cut on a phone. */}
                {angel.investments.split(', ').slice(0, 2).join(', ')}
              </span>
            </span>
            {look === 'product' ? (
              <MatchChip score={score} tone="light" />
            ) : (
              <span className="shrink-0 text-sm font-bold tabular-nums text-mint-700">{formatScore(score)}</span>
            )}
          </span>
        ))}
      </span>
    </div>
  )
}

/**
 * Step 3: the founder's dashboard as the step says it – angels getting in touch: the latest message from its activity
 * feed and the likes (round 21: views and a like count showed no angel reaching out); a link to the whole mock-up.
 */
function Dashboard({ look, quiet = false }: { look: Look; quiet?: boolean }) {
  const { stats } = dashboardData
  // `product` (the home page, session 32: an empty band between the likes and the link): the message and the likes
  // two rows sharing the frame's height between hairlines, as the matched angels beside them.
  const product = look === 'product'
  const row = product ? ' flex-1 border-b border-ink-100 pb-3' : ''
  const reply = dashboardData.activity.find((entry) => entry.icon === feedDashboard.kind)
  return (
    <a href="/dashboard" className={`${frame} group text-ink-900 no-underline hover:ring-ink-300`} data-step-visual>
      <FrameHead title={feedDashboard.title} pill={feedDashboard.sample} pillTone={neutralChip} />
      {reply ? (
        <span className={product ? `flex items-center gap-3${row}` : 'flex items-start gap-3'}>
          <span
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-ink-100 text-base text-ink-700"
            aria-hidden="true"
          >
            <span className={reply.icon} />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="text-sm font-semibold leading-snug">{reply.text}</span>
            <span className="text-[0.8125rem] text-ink-600">{reply.time}</span>
          </span>
        </span>
      ) : null}
      {/* One line down to a phone's timeline (review 7.2: „+5 seit gestern“ wrapped onto a line of its own). */}
      <span className={`flex items-center gap-x-1.5 whitespace-nowrap text-[0.8125rem] text-ink-600 sm:text-sm${row}`}>
        <span className="i-lucide-heart text-base text-brand-700" aria-hidden="true" />
        <span className="font-semibold text-ink-900">{formatNumber(stats.investorLikes)}</span> {feedDashboard.likes}
        <span className="font-semibold text-mint-700">{stats.investorLikesTrend}</span>
      </span>
      {/* `quiet`: the mock-up's own button, ink on the chips' grey (fix review of /old-home: a pink link inside the
          illustration read as a real one); the frame as a whole still leads to the sample dashboard. */}
      <span
        className={
          quiet
            ? 'mt-auto inline-flex items-center gap-1 self-start rounded-lg bg-ink-100 px-2.5 py-1 text-[0.8125rem] font-semibold text-ink-800'
            : 'mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline'
        }
      >
        {feedDashboard.link}
        <span className="i-lucide-arrow-right" aria-hidden="true" />
      </span>
    </a>
  )
}

/**
 * The beta tester's quote, under the steps: at the left edge with a rule, or `centred` (the home page: at the left it
 * filled 60 % of the width with nothing beside it, its last word alone on a line; round 26), larger and evenly set.
 * `mark={false}`: no quote icon over the centred quote, whose „…“ marks already say it (the home page). `medium`: the
 * centred quote in medium weight, a voice rather than a second headline (review 6.9 of /old-home).
 */
export function FounderQuote({
  centred = false,
  mark = true,
  medium = false,
  framed = false,
}: {
  centred?: boolean
  mark?: boolean
  medium?: boolean
  /**
   * A block of its own on a grey fill, the face large beside the quote (the home page, session 32: centred under the
   * steps, it read as loose text over a white gap); the grid's full width like every other block on the page (fix
   * round 32, review 7.4: at 896 px it was the one narrower block); the other looks stay as they were.
   */
  framed?: boolean
}) {
  if (framed)
    return (
      <figure
        className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-ink-50 p-6 sm:mt-20 sm:grid sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-8 sm:p-10"
        data-quote-framed
      >
        <LazyImage
          src={quote.image}
          alt=""
          width={96}
          height={96}
          className="h-16 w-16 shrink-0 rounded-full bg-white ring-1 ring-ink-200 sm:row-span-2 sm:h-24 sm:w-24 sm:self-center"
        />
        <blockquote className="text-xl font-medium leading-snug tracking-tight text-ink-900 [text-wrap:pretty] sm:self-end sm:text-2xl">
          „{quote.text}“
        </blockquote>
        <figcaption className="sm:self-start">
          <PersonName name={quote.author} role={quote.role} />
        </figcaption>
      </figure>
    )
  return (
    <figure
      className={
        centred
          ? 'mx-auto mt-14 flex max-w-[45rem] flex-col items-center gap-5 text-center sm:mt-20'
          : 'mt-12 flex max-w-3xl flex-col gap-4 border-l-2 border-brand-300 pl-5 sm:mt-14'
      }
    >
      {centred && mark ? <span className="i-lucide-quote text-3xl text-brand-600" aria-hidden="true" /> : null}
      <blockquote
        className={
          centred
            ? `text-xl ${medium ? 'font-medium' : 'font-semibold'} leading-snug tracking-tight text-ink-900 [text-wrap:pretty] sm:text-2xl`
            : 'text-lg font-medium leading-relaxed text-ink-900'
        }
      >
        „{quote.text}“
      </blockquote>
      {/* Centred: on phones the face over the name, both centred (review 7.2 of /old-home: beside the face, the wrapped
          role set the name block flush left under the centred quote); from 640 px side by side. */}
      <figcaption
        className={`flex items-center ${centred ? 'flex-col gap-2 text-center sm:flex-row sm:gap-3 sm:text-left' : 'gap-3'}`}
      >
        <LazyImage src={quote.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full" />
        <PersonName name={quote.author} role={quote.role} />
      </figcaption>
    </figure>
  )
}
