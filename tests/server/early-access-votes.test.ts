import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_VERSION, signUpMessages } from '../../data/signup'
import { votingStartups } from '../../data/voting'
import { freshDataDir } from '../../scripts/lib/data-dir'
import { openDatabase } from '../../server/db/database'
import { listSignUps } from '../../server/db/signups'
import { buildTestApp } from '../support/app'
import { startPostgres, type TestPostgres } from '../support/postgres'
import { confirmLink, startSmtp } from '../support/smtp'

// Both databases run the same tests: the embedded default (PGlite) and a real Postgres server.
const VOTING = '2025-11-05T12:00:00+01:00'
const JURY = '2025-11-15T12:00:00+01:00'
const KICKSTART = '2025-10-15T12:00:00+02:00'
const OVER = '2025-11-21T12:00:00+01:00'
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const base = (id: string) => votingStartups.find((s) => s.id === id)?.votes ?? Number.NaN

let smtp: Awaited<ReturnType<typeof startSmtp>>
let postgres: TestPostgres
let dbCounter = 0

beforeAll(async () => {
  smtp = await startSmtp()
  postgres = await startPostgres()
}, 120_000)
afterAll(async () => {
  await smtp?.close()
  await postgres?.stop()
}, 60_000)

type Kind = 'pglite' | 'postgres'

/** A place for one test's data: a data folder, or a new database on the test Postgres. */
async function newStore(kind: Kind): Promise<Record<string, string>> {
  if (kind === 'postgres') return { DATABASE_URL: await postgres.createDatabase(`t${process.pid}_${++dbCounter}`) }
  return { DATA_DIR: await freshDataDir() }
}

async function appWith(store: Record<string, string>, env: Record<string, string> = {}) {
  return (await buildTestApp({ ...store, SMTP_URL: smtp.url, PREVIEW_AT: VOTING, ...env })).app
}

/** Reads the stored sign-ups directly (the embedded database only after its server closed: one process per folder). */
async function storedSignUps(store: Record<string, string>) {
  const db = await openDatabase({ dataDir: store.DATA_DIR ?? 'unused', databaseUrl: store.DATABASE_URL })
  try {
    return await listSignUps(db)
  } finally {
    await db.close()
  }
}

const vote = (app: FastifyInstance, id: string, options: { cookie?: string; ip?: string; intent?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/votes/${id}`,
    headers: { ...JSON_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: options.intent ? { intent: options.intent } : {},
    remoteAddress: options.ip ?? '10.1.1.1',
  })

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0] ?? ''

/** Count and pressed state of each heart on the server-rendered voting page. */
function hearts(html: string): Record<string, { votes: number; pressed: boolean }> {
  const result: Record<string, { votes: number; pressed: boolean }> = {}
  const pattern =
    /aria-pressed="(true|false)" data-vote-button="([a-z0-9-]+)"[\s\S]*?data-votes="(\d+)"|data-vote-count="([a-z0-9-]+)"[\s\S]*?data-votes="(\d+)"/g
  for (const match of html.matchAll(pattern)) {
    if (match[2]) result[match[2]] = { votes: Number(match[3]), pressed: match[1] === 'true' }
    else if (match[4]) result[match[4]] = { votes: Number(match[5]), pressed: false }
  }
  return result
}

describe.each<Kind>(['pglite', 'postgres'])('early access on %s', (kind) => {
  it('stores a sign-up once, mails a link that confirms it, and answers the same for a known address', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const before = smtp.received.length
    const email = `Gruenderin.${kind}@Example.org`
    const first = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: JSON_HEADERS,
      payload: { email, role: 'startup', tag: 'lp1_hero' },
    })
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ ok: true })
    const again = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: JSON_HEADERS,
      payload: { email: email.toLowerCase(), role: 'angel', tag: 'thank_you' },
    })
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual(first.json())

    const mails = await smtp.waitFor(before + 2)
    const mail = mails.slice(before).find((m) => m.to.includes(email.toLowerCase()))
    expect(mail?.raw).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tige_deine_Anmeldung')
    const link = confirmLink(mail?.raw ?? '')
    expect(link.startsWith('https://onepitch.test/api/early-access/confirm?token=')).toBe(true)

    const confirmed = await app.inject({ method: 'GET', url: link.replace('https://onepitch.test', '') })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.headers['content-type']).toContain('text/html')
    expect(confirmed.body).toContain('Willkommen an Bord!')
    expect(confirmed.body).toContain('data-confirmation="confirmed"')
    expect(confirmed.headers['cache-control']).toBe('private, no-store')
    await app.close()

    const rows = await storedSignUps(store)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: email.toLowerCase(),
      role: 'startup',
      tag: 'lp1_hero',
      consentVersion: CONSENT_VERSION,
    })
    expect(rows[0]?.confirmedAt).toBeInstanceOf(Date)
  })

  it('rejects bad input with German messages at the field, in JSON and as the re-rendered page', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const badEmail = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: JSON_HEADERS,
      payload: { email: 'keine-adresse', role: 'startup', tag: 'lp1_hero' },
    })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json()).toEqual({ error: 'invalid', field: 'email', message: signUpMessages.email })
    const badRole = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: JSON_HEADERS,
      payload: { email: 'a@example.org', role: 'investor', tag: 'lp1_hero' },
    })
    expect(badRole.json()).toEqual({ error: 'invalid', field: 'role', message: signUpMessages.role })

    // Without JavaScript: the page the form was on, with the message and the visitor's input.
    const page = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: FORM,
      payload: new URLSearchParams({
        email: 'name@firma',
        role: 'angel',
        tag: 'angels_signup',
        from: '/angels',
        website: '',
      }).toString(),
    })
    expect(page.statusCode).toBe(400)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(signUpMessages.email.replace(/\u00a0/g, '\u00a0'))
    const emailInput = /<input id="signup-angels_signup-email"[^>]*>/.exec(page.body)?.[0] ?? ''
    expect(emailInput).toContain('value="name@firma"')
    expect(emailInput).toContain('aria-invalid="true"')
    const checked = [...page.body.matchAll(/<input type="radio"[^>]*>/g)]
      .map((m) => m[0])
      .filter((i) => i.includes('checked'))
    expect(checked).toHaveLength(1)
    expect(checked[0]).toContain('value="angel"')
    expect(page.headers['cache-control']).toBe('private, no-store')
    // The page cache was not polluted: the next visitor gets the clean form.
    const clean = await app.inject({ method: 'GET', url: '/angels' })
    expect(clean.body).not.toContain('value="name@firma"')
    await app.close()
    expect(await storedSignUps(store)).toEqual([])
  })

  it('works as a plain HTML form (303 to /thank-you) and ignores a filled honeypot', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/early-access',
        headers: FORM,
        payload: new URLSearchParams(fields).toString(),
      })
    const ok = await form({
      email: 'angel@example.org',
      role: 'angel',
      tag: 'mediadaten_cta',
      from: '/mediadaten-spotlight',
    })
    expect(ok.statusCode).toBe(303)
    expect(ok.headers.location).toBe('/thank-you')
    const bot = await form({
      email: 'bot@example.org',
      role: 'angel',
      tag: 'thank_you',
      website: 'https://spam.example',
    })
    expect(bot.statusCode).toBe(303)
    await app.close()
    expect((await storedSignUps(store)).map((row) => row.email)).toEqual(['angel@example.org'])
  })

  it('explains an invalid or expired link in German with status 400', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const invalid = await app.inject({ method: 'GET', url: '/api/early-access/confirm?token=abc.def' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.body).toContain('Dieser Link ist ungültig')
    const before = smtp.received.length
    await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: JSON_HEADERS,
      payload: { email: `spaet.${kind}@example.org`, role: 'startup', tag: 'thank_you' },
    })
    const link = confirmLink((await smtp.waitFor(before + 1)).at(-1)?.raw ?? '')
    await app.close()
    // Four days later (the link is valid for three), on a restarted server: still verifiable, but expired.
    const later = await appWith(store, { PREVIEW_AT: '2025-11-09T12:00:00+01:00' })
    const expired = await later.inject({ method: 'GET', url: link.replace('https://onepitch.test', '') })
    expect(expired.statusCode).toBe(400)
    expect(expired.body).toContain('Dieser Link ist abgelaufen')
    await later.close()
  })
})

describe.each<Kind>(['pglite', 'postgres'])('wildcard votes on %s', (kind) => {
  it('toggles a second vote instead of counting twice, and the page shows the visitor their hearts', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const first = await vote(app, 'voltaro')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ ok: true, voted: true, votes: base('voltaro') + 1 })
    const cookie = cookieOf(first)
    expect(cookie).toMatch(/^op_voter=/)
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i)

    const page = await app.inject({ method: 'GET', url: '/wildcard-voting', headers: { cookie } })
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(hearts(page.body).voltaro).toEqual({ votes: base('voltaro') + 1, pressed: true })
    expect(hearts(page.body).paragrafix).toEqual({ votes: base('paragrafix'), pressed: false })
    // Another visitor sees the count, not the heart.
    const stranger = await app.inject({ method: 'GET', url: '/wildcard' })
    expect(hearts(stranger.body).voltaro).toEqual({ votes: base('voltaro') + 1, pressed: false })

    const second = await vote(app, 'voltaro', { cookie })
    expect(second.json()).toMatchObject({ voted: false, votes: base('voltaro') })
    // An explicit intent is idempotent (a double-submitted form does not flip twice).
    await vote(app, 'voltaro', { cookie, intent: 'add' })
    const twice = await vote(app, 'voltaro', { cookie, intent: 'add' })
    expect(twice.json()).toMatchObject({ voted: true, votes: base('voltaro') + 1 })
    // A forged cookie is a new visitor, not the old one.
    const forged = await vote(app, 'voltaro', { cookie: `${cookie.slice(0, -3)}abc` })
    expect(forged.json()).toMatchObject({ voted: true, votes: base('voltaro') + 2 })
    await app.close()
  })

  it('keeps votes over a restart', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const cast = await vote(app, 'kliniqo')
    const cookie = cookieOf(cast)
    await app.close()
    const restarted = await appWith(store)
    const page = await restarted.inject({ method: 'GET', url: '/wildcard-voting', headers: { cookie } })
    expect(hearts(page.body).kliniqo).toEqual({ votes: base('kliniqo') + 1, pressed: true })
    await restarted.close()
  })

  it('counts 50 concurrent voters on one startup exactly', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => vote(app, 'schichtwerk', { ip: `10.2.0.${index}` })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200))
    const json = await vote(app, 'baukreis', { ip: '10.3.0.1' })
    expect(json.json().counts.schichtwerk).toBe(base('schichtwerk') + 50)
    await app.close()
  })

  it('accepts votes only in the voting phase: 409 with a German message, a read-only ranking with a note', async () => {
    const store = await newStore(kind)
    for (const [at, note] of [
      [KICKSTART, 'Das Voting startet am 31.10.2025, 10:00\u00a0Uhr.'],
      [JURY, 'Das Voting ist am 12.11.2025, 22:00\u00a0Uhr zu Ende gegangen'],
    ] as const) {
      const app = await appWith(store, { PREVIEW_AT: at })
      const refused = await vote(app, 'voltaro')
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ error: 'voting-closed' })
      expect(refused.json().message).toContain(note)
      const page = await app.inject({ method: 'GET', url: '/wildcard-voting' })
      expect(page.body).toContain(note)
      expect(page.body).not.toContain('data-vote-button=')
      expect(page.body).toContain(`data-vote-count="voltaro"`)
      await app.close()
    }
    const over = await appWith(store, { PREVIEW_AT: OVER })
    const page = await over.inject({ method: 'GET', url: '/wildcard-voting' })
    expect(page.body).toContain('Die Wildcard fürs Finale hat Voltaro mit 412\u00a0Stimmen gewonnen')
    await over.close()
  })

  it('rejects unknown startups (404) and rate-limits per address (429)', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    expect((await vote(app, 'gibt-es-nicht')).statusCode).toBe(404)
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await vote(app, 'saatlux', { ip: '10.9.9.9' })).statusCode)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    expect(statuses[120]).toBe(429)
    await app.close()
  })
})

describe('several instances on one Postgres', () => {
  it('see the same count', async () => {
    const store = { DATABASE_URL: await postgres.createDatabase(`shared_${process.pid}`) }
    const [a, b] = await Promise.all([appWith(store), appWith(store)])
    await vote(a, 'ferntakt', { ip: '10.4.0.1' })
    await vote(b, 'ferntakt', { ip: '10.4.0.2' })
    // Each instance reads the counts at most 2 s old: wait that out, then both agree.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    for (const app of [a, b]) {
      const page = await app.inject({ method: 'GET', url: '/wildcard-voting' })
      expect(hearts(page.body).ferntakt?.votes).toBe(base('ferntakt') + 2)
    }
    await Promise.all([a.close(), b.close()])
  })
})

describe('the signing secret without COOKIE_SECRET', () => {
  it('is kept in the database, so a voter cookie still verifies after a restart', async () => {
    const store = { DATA_DIR: await freshDataDir() }
    const app = await appWith(store, { COOKIE_SECRET: '' })
    const cookie = cookieOf(await vote(app, 'lernpfad'))
    await app.close()
    const again = await appWith(store, { COOKIE_SECRET: '' })
    const page = await again.inject({ method: 'GET', url: '/wildcard-voting', headers: { cookie } })
    expect(hearts(page.body).lernpfad?.pressed).toBe(true)
    await again.close()
  })
})
