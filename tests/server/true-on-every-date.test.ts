import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, shortDate } from '../../data/event'
import { shareToolCopy } from '../../data/share-image'
import { editionWindow, type TimelineState, timelineSamples, timelineState } from '../../data/timeline'
import { buildTestApp, FORM, testEnv } from '../support/app'
import { jury, scouts } from '../support/gates'
import { pageRoutes } from '../support/routes'

// Every page, gated ones unlocked, read as a visitor and a search engine would (visible text, title, meta
// and Open Graph descriptions, structured data) in every state of the timeline and a year after the event:
// nothing may offer what has closed or announce as coming what is past.

/** One instant in every state of the timeline, and a date a year after the event. */
const MOMENTS = [
  ...timelineSamples(),
  { at: '2026-11-25T12:00:00+01:00', state: timelineState(Date.parse('2026-11-25T12:00:00+01:00')) },
]

const decode = (html: string) =>
  html
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** What a reader sees of a page: the body's text, the title, the descriptions and the structured data. */
function readable(html: string): string {
  const body = (html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? '')
    .replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, ' ')
    .replace(/<template[\s\S]*?<\/template>/g, ' ')
  const head = [
    html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '',
    ...[
      ...html.matchAll(
        /<meta (?:name|property)="(?:description|og:description|og:title|twitter:description)" content="([^"]*)"/g,
      ),
    ].map((match) => match[1] ?? ''),
    ...[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? ''),
  ]
  return decode(`${head.join(' \n ')} \n ${body.replace(/<[^>]+>/g, ' ')}`).replace(/[ \t]+/g, ' ')
}

type Rule = { what: string; when: (state: TimelineState) => boolean; pattern: RegExp; paths?: string[] }

const launchDate = shortDate(launch.date).replaceAll('.', '\\.')
const afterVoting = (state: TimelineState) => ['jury', 'final', 'over'].includes(state.spotlight)
const afterKickstart = (state: TimelineState) => state.spotlight !== 'upcoming' && state.spotlight !== 'kickstart'

const RULES: Rule[] = [
  // After the launch, early-access wording becomes registration wording.
  {
    what: 'early access after the launch',
    when: (state) => state.launch === 'launched',
    // A path such as /early-access in a URL is an address, not wording.
    pattern: /(?<!\/)\bEarly[- ]Access|Frühzugang/i,
  },
  {
    what: 'the launch as coming',
    when: (state) => state.launch === 'launched',
    pattern: new RegExp(
      String.raw`zum Launch|vor dem (Start|Launch)|Launch am|über den Launch|startet am|zum Start am|ab ${launchDate}|(Launch|Start|Early Access)\s+(am|ab)\s+${launchDate}|Plätze frei|\b200 Plätze|die ersten 50`,
      'i',
    ),
  },
  {
    what: 'usage figures before the launch they depend on',
    when: (state) => state.launch === 'prelaunch',
    pattern: /Pitches\s*[\d.]{4,}\s*\+|[\d.]{4,}\s*\+?\s*Pitches|vermitteltes Kapital|\d+\s*M€/,
  },
  // One figure per fact (data/figures.ts): the platform's angels as the figure, not as "hundreds"; counts in
  // one notation (600.000+, never 600K+ or 1M+).
  {
    what: 'the platform angels as a vague count',
    when: () => true,
    pattern: /\bhunderten?\b/i,
    paths: [
      '/',
      '/angels',
      '/angel1',
      '/angel2',
      '/angels-new',
      '/ueber-uns',
      '/about',
      '/early-access',
      '/thank-you',
      '/startups',
      '/plattform',
      '/accelerator',
      '/old-home',
      '/spotlight',
    ],
  },
  { what: 'a count in K/M notation', when: () => true, pattern: /\b\d+(?:[.,]\d+)?\s?[KM]\+?(?=[\s€+.,;:)]|$)/ },

  { what: 'the kickstart bonus after the kickstart', when: afterKickstart, pattern: /Extra-Stimmen/ },
  // The vote is over after the pitch deadline.
  {
    what: 'voting instructions after the vote',
    when: afterVoting,
    pattern:
      /Stimm für|Stimme für deine|Tippe auf das Herz|Ein Herz gibt|Aktuelle Rangliste|im Rennen|Jetzt abstimmen/i,
  },
  // Closed once the edition's sign-ups closed.
  {
    what: 'sign-up deadlines as still open after they passed',
    when: (state) => editionWindow(state) !== 'open',
    pattern:
      /Anmeldungen sind bis|erhältst du am|bekommst du am|Jetzt (als Jury )?bewerben|Jede Bewerbung zahlt sich aus/i,
  },
  // Once the edition is over, nothing of it is still to come.
  {
    what: 'the event as still running after it ended',
    when: (state) => state.spotlight === 'over',
    pattern:
      /Wird noch bekanntgegeben|laufend bekannt|Bald verfügbar|Jury-Plätzen vergeben|In Gesprächen|Unsere Jury bewertet|wir melden uns vor dem Start/i,
  },
  // The final runs on one evening only.
  {
    what: 'the final as running',
    when: (state) => state.spotlight !== 'final',
    pattern: /läuft im Finale|Finale läuft/i,
  },
  // A year later, the edition is not "this year's".
  { what: 'a past edition as current', when: (state) => state.year > 2025, pattern: /dieses Jahr|in diesem Jahr/i },
  // The fair page links the public community channel: no group, no exclusive invitation.
  {
    what: 'the public channel as a group or an exclusive invitation',
    when: () => true,
    pattern: /Gruppe|exklusiv|Einladungslink/i,
    paths: ['/bits'],
  },
  // The video tips are for the vertical 9:16 feed: no landscape advice.
  {
    what: 'landscape video advice for a vertical feed',
    when: () => true,
    pattern: /16:9|quer halten|nicht hochkant|Hochkant gefilmt/i,
    paths: ['/video-tipps'],
  },
]

/** The pages with a live form of the external provider, and when each closes. */
const EMBEDDED_FORMS: { path: string; open: (state: TimelineState) => boolean }[] = [
  { path: '/scouts-form', open: (state) => state.scouts === 'open' },
  { path: '/jury-form', open: (state) => editionWindow(state) === 'open' },
  { path: '/startup-partner/form', open: (state) => editionWindow(state) === 'open' },
]

async function unlock(app: FastifyInstance, gate: { path: string; passphrase: string; cookie: string }) {
  const response = await app.inject({
    method: 'POST',
    url: gate.path,
    headers: { ...FORM, origin: testEnv.SITE_URL },
    payload: new URLSearchParams({ passphrase: gate.passphrase }).toString(),
  })
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? ''
  return (await app.inject({ method: 'GET', url: gate.path, headers: { cookie } })).body
}

describe.each(MOMENTS)('at $at', ({ at, state }) => {
  const pages: Record<string, string> = {}
  let app: FastifyInstance | undefined
  beforeAll(async () => {
    app = (await buildTestApp({ PREVIEW_AT: at })).app
    for (const route of pageRoutes) {
      if (route.gate) continue
      const response = await app.inject({ method: 'GET', url: route.path })
      expect(response.statusCode, route.path).toBe(200)
      pages[route.path] = response.body
    }
    pages[scouts.path] = await unlock(app, scouts)
    pages[jury.path] = await unlock(app, jury)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  it.each(pageRoutes.map((route) => route.path))('%s reads true', (path) => {
    const text = readable(pages[path] ?? '')
    const stale = RULES.filter((rule) => rule.when(state) && (!rule.paths || rule.paths.includes(path))).flatMap(
      (rule) => {
        const match = text.match(rule.pattern)
        if (!match) return []
        const at = match.index ?? 0
        return [`${rule.what}: „…${text.slice(Math.max(0, at - 60), at + 80).replace(/\s+/g, ' ')}…“`]
      },
    )
    expect(stale).toEqual([])
  })

  // The launch and the edition's phase, read the same on every page that states them.
  it('/, /early-access, /angel2 and /startup-partner agree on the phase', () => {
    const launched = state.launch === 'launched'
    const read = (path: string) => readable(pages[path] ?? '').toLowerCase()
    expect((pages['/early-access'] ?? '').includes('data-countdown'), '/early-access countdown').toBe(!launched)
    expect(read('/angel2')).toContain(launched ? 'live seit' : 'start des early access in')
    expect(read('/')).toContain(launched ? 'jetzt live' : 'launch am')
    const partner = pages['/startup-partner'] ?? ''
    const open = !['jury', 'final', 'over'].includes(state.spotlight)
    expect(partner.includes('href="/startup-partner/form"'), '/startup-partner form link').toBe(open)
    expect(partner.includes('data-phase-notice'), '/startup-partner phase notice').toBe(!open)
  })

  it('embeds no form past its deadline', () => {
    for (const form of EMBEDDED_FORMS) {
      const embedded = (pages[form.path] ?? '').includes('data-embed-form')
      expect(embedded, `${form.path} (${form.open(state) ? 'open' : 'closed'})`).toBe(form.open(state))
    }
  })

  // The share image's text is in its picture, where the rules above cannot read it: the page must offer the
  // template of its phase (and that one only), which asks for votes only while the vote is ahead.
  it('/wildcard-share offers the share template of its phase', () => {
    const expected = state.spotlight === 'over' ? 'past' : afterVoting(state) ? 'thanks' : 'invite'
    const html = pages['/wildcard-share'] ?? ''
    for (const [variant, { formats }] of Object.entries(shareToolCopy))
      for (const { templateUrl, previewUrl } of formats)
        for (const url of [templateUrl, previewUrl])
          expect(html.includes(url), `${url} at ${state.spotlight}`).toBe(variant === expected)
  })
})
