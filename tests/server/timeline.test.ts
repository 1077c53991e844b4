import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spotlightFounderLine, spotlightLine, spotlightNow } from '../../components/spotlight/steps'
import { dashboardClosing, dashboardSpotlightStatus } from '../../data/dashboard'
import {
  clockTime,
  dateAndTime,
  dayAndMonth,
  launch,
  numericDayMonth,
  shortDate,
  spotlightEvent,
} from '../../data/event'
import { defaultLinks, founderRegistrationUrl } from '../../data/links'
import { editionWindow, spotlightLive, type TimelineState, timelineSamples } from '../../data/timeline'
import { votingDates, votingStatusNote } from '../../data/voting'
import { earlyAccessHero, earlyAccessSubmit } from '../../pages/early-access/copy'
import { hero as homeHero } from '../../pages/index/copy'
import { spotlightStatus } from '../../pages/spotlight/copy'
import { startupPartnerPhases } from '../../pages/startup-partner/copy'
import { statItems as startupStats, cta as startupsCta } from '../../pages/startups/copy'
import { aboutJourney } from '../../pages/ueber-uns/copy'
import { videoTipsSubmit } from '../../pages/video-tipps/copy'
import { buildTestApp, movableClock } from '../support/app'
import { anchors } from '../support/html'

// The real app (production build) with its clock moved by PREVIEW_AT into every phase of the timeline.

const mainOf = (html: string) => html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? ''
const text = (html: string) =>
  mainOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
const norm = (value: string) => value.replace(/\u00a0/g, ' ')
const applyLink = `href="${founderRegistrationUrl(defaultLinks)}"`

async function pagesAt(at: string, paths: string[]) {
  const { app } = await buildTestApp({ PREVIEW_AT: at })
  try {
    const pages: Record<string, string> = {}
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: path })
      expect(response.statusCode, `${path} at ${at}`).toBe(200)
      pages[path] = response.body
    }
    return pages
  } finally {
    await app.close()
  }
}

const PATHS = [
  '/',
  '/spotlight',
  '/early-access',
  '/angel2',
  '/startup-partner',
  '/wildcard-voting',
  '/ueber-uns',
  '/bits',
  '/video-tipps',
  '/kontakt',
  '/startups',
  '/dashboard',
]

describe.each(timelineSamples())('at $at', ({ at, state }: { at: string; state: TimelineState }) => {
  let pages: Record<string, string>
  beforeAll(async () => {
    pages = await pagesAt(at, PATHS)
  })

  it(`/spotlight shows the ${state.spotlight} phase and offers only what is open`, () => {
    const html = pages['/spotlight'] ?? ''
    const status = spotlightStatus[state.spotlight]
    expect(norm(text(html))).toContain(norm(status.heading))
    expect(html).toContain(`data-phase="${state.spotlight}"`)
    const open = state.spotlight === 'kickstart' || state.spotlight === 'voting'
    // The apply button exists only while applications are open; afterwards no live call to action.
    expect(html.includes(applyLink)).toBe(open)
    expect(html.includes('Nur noch kurze Zeit')).toBe(state.spotlight === 'voting')
    // A countdown counts only towards a boundary that is still ahead, never beside a closed phase.
    const targets = [...html.matchAll(/data-countdown-target[^>]*>bis <time dateTime="([^"]+)"/g)].map((m) => m[1])
    for (const target of targets) expect(Date.parse(target ?? '')).toBeGreaterThan(Date.parse(at))
    if (state.spotlight === 'final' || state.spotlight === 'over') expect(targets).toEqual([])
    if (state.spotlight === 'over') expect(text(html)).toContain('Spotlight 2025 ist vorbei')
  })

  it(`/spotlight's phase track marks the ${state.spotlight} step, and the vote's module stands only while it is ahead`, () => {
    const html = pages['/spotlight'] ?? ''
    const track = html.match(/<ol aria-label="Ablauf von Spotlight 2025"[\s\S]*?<\/ol>/)?.[0] ?? ''
    const steps = [...track.matchAll(/<li([^>]*)>/g)].map((m) => ({
      status: m[1]?.match(/data-step-status="(\w+)"/)?.[1],
      current: m[1]?.includes('aria-current="step"'),
    }))
    const expected: Record<typeof state.spotlight, string[]> = {
      upcoming: ['next', 'next', 'next'],
      kickstart: ['current', 'next', 'next'],
      voting: ['current', 'next', 'next'],
      jury: ['done', 'current', 'next'],
      final: ['done', 'done', 'current'],
      over: ['done', 'done', 'done'],
    }
    expect(steps.map((step) => step.status)).toEqual(expected[state.spotlight])
    expect(steps.map((step) => step.current)).toEqual(expected[state.spotlight].map((status) => status === 'current'))
    const ahead = state.spotlight === 'kickstart' || state.spotlight === 'voting'
    expect(html.includes('data-wildcard-module'), 'wildcard module').toBe(ahead)
    if (ahead) expect(html).toMatch(/data-wildcard-module[\s\S]*?href="\/wildcard-voting"/)
    // The vote's way in is filled while the vote runs, a live state (session 31 review), and outlined before it opens.
    if (ahead) {
      const module = html.slice(
        html.indexOf('data-wildcard-module'),
        html.indexOf('</aside>', html.indexOf('data-wildcard-module')),
      )
      const button = module.match(/<a href="\/wildcard-voting" class="(btn-\w+)/)?.[1]
      expect(button).toBe(state.spotlight === 'voting' ? 'btn-primary' : 'btn-secondary')
    }
  })

  it(`/ueber-uns tells its way in the tense of the ${state.spotlight} and ${state.launch} stages`, () => {
    const html = pages['/ueber-uns'] ?? ''
    const journey = html.match(/<ol aria-labelledby="unser-weg"[\s\S]*?<\/ol>/)?.[0] ?? ''
    const statuses = [...journey.matchAll(/<li[^>]*data-step-status="(\w+)"/g)].map((m) => m[1])
    const spotlight = { upcoming: 'next', over: 'done' }[state.spotlight as string] ?? 'current'
    const launched = state.launch === 'launched' ? 'done' : 'next'
    expect(statuses).toEqual(['done', spotlight, launched])
    const words = norm(text(`<main>${journey}</main>`))
    expect(words).toContain(norm(aboutJourney.spotlight.text[spotlight as 'next' | 'current' | 'done']))
    expect(words).toContain(norm(aboutJourney.launch.text[state.launch]))
    // The Spotlight step has one link (its title is plain): to the vote while it runs, to the event's page otherwise.
    const spotlightStep = journey.split('<li ')[2] ?? ''
    const links = [...spotlightStep.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])
    expect(links).toEqual([
      state.spotlight === 'voting' ? aboutJourney.spotlight.vote.href : aboutJourney.spotlight.href,
    ])
    // The running step, and only that one, says so in a visible pill beside its date (review 5 Nov).
    const pills = [...journey.matchAll(/<li[^>]*data-step-status="(\w+)"(?:(?!<\/li>)[\s\S])*?data-running/g)].map(
      (m) => m[1],
    )
    expect(pills).toEqual(statuses.filter((status) => status === 'current'))
    if (pills.length) expect(journey).toContain(aboutJourney.running)
  })

  it(`/bits names what is on at the Spotlight only while it is open (${state.spotlight})`, () => {
    const html = pages['/bits'] ?? ''
    const now = spotlightNow[state.spotlight]
    const links = [...mainOf(html).matchAll(/<a href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*?Gerade aktuell/g)].map(
      (m) => m[1],
    )
    expect(links).toEqual(now ? [now.href] : [])
    if (now) expect(norm(text(html))).toContain(norm(now.text))
    // Under what the channel brings, not in the hero beside the channel's call (round 24).
    if (now) expect(mainOf(html).indexOf('Gerade aktuell')).toBeGreaterThan(mainOf(html).indexOf('id="kanal"'))
  })

  it(`/video-tipps names the submission deadline in its hero only while pitches are accepted (${state.spotlight})`, () => {
    const html = mainOf(pages['/video-tipps'] ?? '')
    const hero = html.slice(0, html.indexOf('</section>'))
    const open = state.spotlight === 'kickstart' || state.spotlight === 'voting'
    const words = hero
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
    expect(words.includes(norm(videoTipsSubmit.deadline))).toBe(open)
    expect(hero.includes('href="/spotlight-registration"')).toBe(open)
  })

  it(`/kontakt says under its cards what is on at the Spotlight, dated, or shows the event's outcome once it is over (${state.spotlight})`, () => {
    const main = mainOf(pages['/kontakt'] ?? '')
    const line = spotlightLine[state.spotlight]
    const marks = [...main.matchAll(/data-spotlight-now="(\w+)"/g)].map((m) => m[1])
    expect(marks).toEqual(line ? [state.spotlight] : [])
    // The shortcuts at the foot: the Spotlight (the dated line while it runs, its outcome after), then two more.
    const more = /<section id="mehr"[\s\S]*?<\/section>/.exec(main)?.[0] ?? ''
    expect([...more.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      line ? line.href : '/spotlight',
      '/video-tipps',
      '/partner-spotlight',
    ])
    if (!line) {
      expect(norm(text(`<main>${more}</main>`))).toContain('Rückblick')
      return
    }
    const at = main.indexOf('data-spotlight-now')
    // Under both cards, inside the shortcuts (round 24: between hero and cards it weighed as much as the cards).
    expect(at).toBeGreaterThan(main.indexOf('id="business"'))
    expect(at).toBeGreaterThan(main.indexOf('<section id="mehr"'))
    const words = norm(text(`<main>${main.slice(at, main.indexOf('</a>', at))}</main>`))
    expect(words).toContain(norm(`${line.text} ${line.date}`))
    expect(words.indexOf(norm(spotlightEvent.name))).toBeGreaterThanOrEqual(0)
    expect(words.indexOf(norm(spotlightEvent.name))).toBeLessThan(words.indexOf(norm(line.text)))
    // While a phase runs, the site's live dot by the name on a white tile like its neighbours (review 7.1: a „Läuft“
    // pill on a pink tile read as an alert), no clock-derived text.
    const tile = main.slice(at, main.indexOf('</a>', at))
    expect(/class="live-dot[^"]*"/.test(tile)).toBe(spotlightLive(state))
    expect(tile.includes('läuft gerade')).toBe(spotlightLive(state))
    expect(tile).not.toContain('bg-brand-50')
    expect(tile).not.toMatch(/>Läuft<\/span>/)
    expect(main.slice(at)).toMatch(new RegExp(`^[^>]*><a href="${line.href}"`))
    // Where the home page's badge names what is on, the line leads to the same page; it always carries a date.
    const now = spotlightNow[state.spotlight]
    if (now) expect(line.href).toBe(now.href)
    expect(words).toMatch(/\d{2}\.\d{2}\.\d{4}/)
    if (state.spotlight === 'voting') expect(words).toContain(norm(votingDates.votingEndsAt))
  })

  it(`/startups dates what is on at the Spotlight above its h1, shows figures only once launched, ends on its call (${state.spotlight}, ${state.launch})`, () => {
    const main = mainOf(pages['/startups'] ?? '')
    const line = spotlightFounderLine[state.spotlight]
    const h1 = main.indexOf('<h1')
    const marks = [...main.matchAll(/data-spotlight-now="(\w+)"/g)]
    expect(marks.map((m) => m[1])).toEqual(line ? [state.spotlight] : [])
    if (line) {
      const at = marks[0]?.index ?? -1
      expect(at).toBeLessThan(h1)
      expect(main.slice(at)).toMatch(new RegExp(`^[^>]*><a href="${line.href}"`))
      const words = norm(text(`<main>${main.slice(at, main.indexOf('</p>', at))}</main>`))
      expect(words).toContain(norm(`${line.text} ${line.date}`))
      expect(words).toMatch(/\d{2}\.\d{2}\.\d{4}/)
      // While pitches are accepted, the founders' deadline (not the audience's vote) and the final's day (round 25).
      if (state.spotlight === 'kickstart' || state.spotlight === 'voting') {
        expect(words).toContain(norm(`Einreichung bis ${dateAndTime(spotlightEvent.pitchDeadline)}`))
        expect(words).toContain(norm(`Finale ${numericDayMonth(spotlightEvent.final)}`))
        expect(words).not.toContain('Voting')
      }
      // On phones one line with the next date only, short and without the year; the full date and the final's day
      // from 640 px (round 27: two rows, the final before the deadline).
      const mark = main.slice(at, main.indexOf('</p>', at))
      expect(line.phone).not.toMatch(/\d{4}/)
      expect(mark).toContain(`<span class="sm:hidden">${line.phone}</span>`)
      expect(mark).toContain(`<span class="hidden sm:inline">${line.date}</span>`)
      if (line.note)
        expect(mark).toMatch(
          new RegExp(`<span class="hidden [^"]*sm:inline[^"]*"><span class="sr-only">, </span>${line.note}`),
        )
    } else {
      // Once the edition is over, the page's own label again.
      expect(norm(text(`<main>${main.slice(0, h1)}</main>`))).toContain('Für Startups')
    }
    // The spec's animated stats in every stage: the offer's figures before the launch, what founders gained after it.
    const stats = /<section id="stats-section"[\s\S]*?<\/section>/.exec(main)?.[0] ?? ''
    expect(stats.match(/data-stat-value/g)).toHaveLength(startupStats[state.launch].length)
    for (const item of startupStats[state.launch]) expect(text(`<main>${stats}</main>`)).toContain(norm(item.label))
    // The free months stand once (the closing call, and the FAQ's answer on cost), the FAQ before the call.
    expect(main.indexOf('id="faq"')).toBeGreaterThan(0)
    expect(main.indexOf('id="faq"')).toBeLessThan(main.indexOf('id="cta"'))
    expect(text(`<main>${main.slice(main.indexOf('id="cta"'))}</main>`)).toContain(norm(startupsCta.text[state.launch]))
    expect(text(`<main>${main.slice(0, main.indexOf('id="faq"'))}</main>`)).not.toMatch(/Monate(n)? (lang )?kostenlos/)
    // One label for the page's one action, the closing call's (round 27: three labels): the hero form's button says it.
    const labels = [...main.matchAll(/data-signup-submit="true">([^<]+)</g)].map((m) => m[1])
    expect(labels).toEqual([startupsCta.primary[state.launch]])
    expect(text(`<main>${main.slice(main.indexOf('id="cta"'))}</main>`)).toContain(
      norm(startupsCta.primary[state.launch]),
    )
  })

  it(`/dashboard's preview banner and closing card name one sign-up and lead to the site's own (${state.launch})`, () => {
    const main = mainOf(pages['/dashboard'] ?? '')
    const label = norm(dashboardClosing.action[state.launch])
    const signUps = anchors(main).filter((a) => norm(a.text ?? '').replace(' (öffnet in neuem Tab)', '') === label)
    // Before the launch the early-access sign-up here (the header's „Early Access“), after it the app in a new tab.
    const expected = state.launch === 'prelaunch' ? '/early-access' : founderRegistrationUrl(defaultLinks)
    expect(signUps.map((a) => a.href)).toEqual([expected, expected])
    for (const a of signUps) expect(a.target).toBe(state.launch === 'prelaunch' ? undefined : '_blank')
    // The arrow says where it goes: on this site straight on, out of it up and away.
    const arrows = [...main.matchAll(/<a [^>]*>[^<]*<span class="(i-lucide-arrow-[a-z-]+)"/g)].map((m) => m[1])
    expect(arrows).toEqual(
      Array(2).fill(state.launch === 'prelaunch' ? 'i-lucide-arrow-right' : 'i-lucide-arrow-up-right'),
    )
    expect(norm(text(pages['/dashboard'] ?? ''))).toContain(norm(dashboardClosing.text[state.launch]))
    // No other way out of the preview names a different sign-up.
    expect(main).not.toMatch(/Eigenes Dashboard anlegen/)
  })

  it(`/dashboard's sample names no calendar date but the launch's and no jury result (${state.launch})`, () => {
    // Sample data of the product: its times are relative („vor 2 Tagen“); an upload „am 03.11.2025“ read as a date
    // still to come on the October dates (fix round 31). The one date is the launch, and only before it.
    const page = norm(text(pages['/dashboard'] ?? ''))
    const dates = [...page.matchAll(/\b\d{1,2}\.\d{1,2}\.\d{4}\b/g)].map((m) => m[0])
    expect(dates).toEqual(state.launch === 'prelaunch' ? [shortDate(launch.date)] : [])
    expect(page).not.toMatch(/Jury[^.]*(bewertet|vergeben|entschieden)|Top\s?10|Finale/)
  })

  it(`/dashboard's score card says where Spotlight 2025 stands (${state.spotlight})`, () => {
    // Session 32 review: on 5 Nov, with the vote open, the sample should read as the product at this moment.
    const page = norm(text(pages['/dashboard'] ?? ''))
    expect(page).toContain(norm(dashboardSpotlightStatus[state.spotlight]))
    for (const [stage, line] of Object.entries(dashboardSpotlightStatus)) {
      if (line !== dashboardSpotlightStatus[state.spotlight] && stage !== state.spotlight)
        expect(page).not.toContain(norm(line))
    }
  })

  it('no page renders a countdown value on the server', () => {
    for (const [path, html] of Object.entries(pages)) {
      const digits = [...html.matchAll(/data-unit="\w+"[^>]*>([^<]*)</g)].map((m) => m[1])
      for (const value of digits) expect(value, path).toBe('––')
    }
  })

  it(`/ and /early-access speak of the ${state.launch === 'launched' ? 'launched product' : 'coming launch'}`, () => {
    const home = norm(text(pages['/'] ?? ''))
    // Before the launch its date, after it the registration; while the Spotlight is live its link leads the hero.
    if (state.launch === 'prelaunch') expect(home).toContain(norm(homeHero.badge.prelaunch))
    expect(home).toContain(norm(homeHero.primary[state.launch]))
    const live = homeHero.spotlightBadge[state.spotlight]
    if (live) expect(pages['/']).toMatch(new RegExp(`<a href="${live.href}" class="hero-label`))
    else expect(home).toContain(norm(homeHero.badge[state.launch]))
    const early = pages['/early-access'] ?? ''
    expect(norm(text(early))).toContain(norm(earlyAccessHero[state.launch].title))
    expect(early.includes('data-countdown')).toBe(state.launch === 'prelaunch')
    const angel2 = pages['/angel2'] ?? ''
    expect(angel2.includes('data-countdown')).toBe(state.launch === 'prelaunch')
    expect(angel2).toContain(`data-phase="${state.launch}"`)
    // The sign-up form: early access before the launch, registration after it (in the page's one verb, review 29b).
    expect(norm(text(early))).toContain(norm(earlyAccessSubmit[state.launch]))
  })

  it('/startup-partner takes sign-ups only until the pitch deadline', () => {
    const html = pages['/startup-partner'] ?? ''
    const edition = editionWindow(state)
    expect(html.includes('href="/startup-partner/form"')).toBe(edition === 'open')
    const notice = startupPartnerPhases[edition].notice
    if (notice) expect(norm(text(html))).toContain(norm(notice))
    else expect(html).not.toContain('data-phase-notice')
    // The deadline and the final under the hero's buttons while sign-ups are open, never once they have closed.
    expect(html.includes('data-hero-dates')).toBe(edition === 'open')
    const dates = startupPartnerPhases[edition].dates
    if (dates) expect(norm(text(html))).toContain(norm(`${dates.deadline} · ${dates.final}`))
    // The startups' dates speak of the application phase only while it runs, and of the final only before it is over.
    expect(text(html).includes('Bewerbungsphase bis')).toBe(edition === 'open')
    expect(text(html).includes('Finale am')).toBe(edition !== 'over')
    // Worded as the hero's deadline, with its time (review 5 Nov: one said 22:00 Uhr, the other no time).
    if (edition === 'open')
      expect(norm(text(html))).toContain(
        norm(
          `Bewerbungsphase bis ${dayAndMonth(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}`,
        ),
      )
    // The sign-up button under the wildcard's last step while sign-ups are open (review 5 Nov: only in the hero and at
    // the bottom, 3,000 px apart); none there once they have closed.
    const wildcard = html.match(/<section id="wildcard"[\s\S]*?<\/section>/)?.[0] ?? ''
    expect(wildcard.includes('href="/startup-partner/form"')).toBe(edition === 'open')
    // The closing band names the sign-up's deadline under its button while it runs (review round 27: its text column
    // stood thin beside the contact card), never once it has passed.
    const closing = html.match(/<section id="mitmachen"[\s\S]*?<\/section>/)?.[0] ?? ''
    expect(closing.includes('data-cta-deadline')).toBe(edition === 'open')
    if (dates) expect(norm(text(`<main>${closing}</main>`))).toContain(norm(dates.deadline))
  })

  it(`/wildcard-voting takes votes only in the voting phase and shows the ranking read-only otherwise`, () => {
    const html = pages['/wildcard-voting'] ?? ''
    const voting = state.spotlight === 'voting'
    expect(html.includes('action="/api/votes/')).toBe(voting)
    const note = votingStatusNote(state.spotlight, { name: '', votes: '' })
    if (note) expect(norm(text(html))).toContain(norm(note).split(':')[0] ?? '')
    const open = state.spotlight === 'kickstart' || state.spotlight === 'voting'
    expect(html.includes('href="/spotlight-registration"')).toBe(open)
    expect(html.includes('id="kickstart-titel"')).toBe(
      state.spotlight === 'upcoming' || state.spotlight === 'kickstart',
    )
  })

  it('the footer names the current year', () => {
    expect(text(pages['/spotlight'] ?? '') + (pages['/spotlight'] ?? '').replace(/<!-- -->/g, '')).toMatch(
      new RegExp(`© ${state.year} `),
    )
  })
})

describe('no stale HTML across a boundary', () => {
  let app: FastifyInstance
  afterAll(async () => {
    await app?.close()
  })

  it('a cached page changes when the clock passes the pitch deadline', async () => {
    // The clock starts a minute before the deadline; the test moves it past.
    const time = movableClock(new Date(Date.parse(spotlightEvent.pitchDeadline) - 60_000).toISOString())
    ;({ app } = await buildTestApp({}, { clock: time.clock }))
    await app.inject({ method: 'GET', url: '/spotlight' })
    // Served from the cache now (with its ETag).
    const before = await app.inject({ method: 'GET', url: '/spotlight' })
    expect(before.headers.etag).toMatch(/^W\//)
    expect(before.body).toContain('data-phase="voting"')
    expect(before.body).toContain(applyLink)

    time.advance(61_000)
    const after = await app.inject({ method: 'GET', url: '/spotlight' })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.body).toContain('data-phase="jury"')
    expect(after.body).not.toContain(applyLink)
    // A client revalidating with the old ETag gets the new page, not 304.
    const revalidated = await app.inject({
      method: 'GET',
      url: '/spotlight',
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(200)
  })

  it('the launch boundary turns the early-access countdown into the launched page', async () => {
    await app?.close()
    const time = movableClock(new Date(Date.parse(launch.date) - 60_000).toISOString())
    ;({ app } = await buildTestApp({}, { clock: time.clock }))
    const before = await app.inject({ method: 'GET', url: '/early-access' })
    expect(before.body).toContain('data-countdown')
    time.advance(61_000)
    const after = await app.inject({ method: 'GET', url: '/early-access' })
    expect(after.body).not.toContain('data-countdown')
    expect(norm(text(after.body))).toContain(norm(earlyAccessHero.launched.title))
  })
})
