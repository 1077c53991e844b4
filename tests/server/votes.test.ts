import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { wildcardWinner } from '../../data/spotlight-results'
import { votingStartups } from '../../data/voting'
import { freshDataDir } from '../../scripts/lib/data-dir'
import { FORM, movableClock } from '../support/app'
import { confirmLink } from '../support/smtp'
import { confirmByLink, databaseStores, JSON_HEADERS, type Kind, VOTING } from '../support/stores'

// The wildcard vote on both databases: one verified person, one vote per startup. A heart counts once its
// browser has confirmed an e-mail address; stuffing with fresh cookies or many addresses adds nothing.

const JURY = '2025-11-15T12:00:00+01:00'
const KICKSTART = '2025-10-15T12:00:00+02:00'
const OVER = '2025-11-21T12:00:00+01:00'
const base = (id: string) => votingStartups.find((s) => s.id === id)?.votes ?? Number.NaN

const stores = databaseStores()
const { newStore, appWith } = stores

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

const counts = async (app: FastifyInstance) => {
  const page = await app.inject({ method: 'GET', url: '/wildcard-voting' })
  return Object.fromEntries(Object.entries(hearts(page.body)).map(([id, heart]) => [id, heart.votes]))
}

/**
 * A person who votes: the first heart from a new browser waits, the address goes in, the link from the mail
 * is confirmed (in the same browser). Returns the browser's cookie, now a verified voter's.
 */
async function verifiedVoter(app: FastifyInstance, email: string, first = 'voltaro', ip = '10.1.1.1') {
  const heart = await vote(app, first, { ip })
  const cookie = cookieOf(heart)
  const before = stores.smtp.received.length
  const address = await app.inject({
    method: 'POST',
    url: '/api/voters',
    headers: { ...JSON_HEADERS, cookie },
    payload: { email },
    remoteAddress: ip,
  })
  expect(address.statusCode).toBe(202)
  const mail = (await stores.smtp.waitFor(before + 1)).slice(before).find((m) => m.raw.includes('Wildcard-Voting'))
  const { pressed } = await confirmByLink(app, confirmLink(mail?.raw ?? ''), { cookie })
  expect(pressed?.body).toContain('data-confirmation="confirmed"')
  return { heart, cookie }
}

// A thousand requests one after another: their own bound, above the default for a handful of requests.
const STUFFING_TIMEOUT = 90_000

describe.each<Kind>(['pglite', 'postgres'])('wildcard votes on %s', (kind) => {
  /** Sends `stuffing` to a fresh app and checks that no count changed. */
  async function expectNothingAdded(stuffing: (app: FastifyInstance) => Promise<void>) {
    const app = await appWith(await newStore(kind))
    const before = await counts(app)
    await stuffing(app)
    expect(await counts(app)).toEqual(before)
    await app.close()
  }

  it('counts a confirmed heart at once in the voter’s own counts, though the shared page was read a moment before', async () => {
    const app = await appWith(await newStore(kind))
    // The page read the counts just now (they are reused for two seconds); then the heart waits and is confirmed.
    expect((await counts(app)).voltaro).toBe(base('voltaro'))
    const { cookie } = await verifiedVoter(app, `sofort.${kind}@example.org`)
    const mine = await app.inject({ method: 'GET', url: '/api/votes/mine', headers: { cookie } })
    expect(mine.json()).toMatchObject({ mine: ['voltaro'], pending: [] })
    expect(mine.json().counts.voltaro).toBe(base('voltaro') + 1)
    await app.close()
  })

  it('holds a first heart until the address is confirmed, then counts it; later hearts count at once and toggle', async () => {
    const app = await appWith(await newStore(kind))
    const { heart, cookie } = await verifiedVoter(app, `waehlerin.${kind}@example.org`)
    expect(heart.statusCode).toBe(202)
    expect(heart.json()).toMatchObject({
      ok: true,
      pending: true,
      needsEmail: true,
      voted: true,
      votes: base('voltaro'),
    })
    expect((await counts(app)).voltaro).toBe(base('voltaro') + 1)

    const mine = await app.inject({ method: 'GET', url: '/api/votes/mine', headers: { cookie } })
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect(mine.json()).toMatchObject({ verified: true, needsEmail: false, mine: ['voltaro'], pending: [] })

    const second = await vote(app, 'paragrafix', { cookie })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ voted: true, pending: false, votes: base('paragrafix') + 1 })
    const off = await vote(app, 'paragrafix', { cookie })
    expect(off.json()).toMatchObject({ voted: false, votes: base('paragrafix') })
    // An explicit intent is idempotent (a double-submitted form does not flip twice).
    await vote(app, 'paragrafix', { cookie, intent: 'add' })
    expect((await vote(app, 'paragrafix', { cookie, intent: 'add' })).json()).toMatchObject({
      voted: true,
      votes: base('paragrafix') + 1,
    })
    await app.close()
  })

  it('adds nothing for stuffing: no cookie, fresh cookies, forged cookies and 1 000 source addresses', {
    timeout: STUFFING_TIMEOUT,
  }, async () => {
    await expectNothingAdded(async (app) => {
      for (let i = 0; i < 1000; i++) {
        const answer = await vote(app, 'saatlux', { ip: `10.${Math.floor(i / 250)}.${i % 250}.7` })
        expect(answer.statusCode).toBe(202)
      }
      const forged = await vote(app, 'saatlux', { cookie: 'op_voter=abc.def' })
      expect(forged.json()).toMatchObject({ pending: true })
      const malformed = await vote(app, 'saatlux', { cookie: 'op_voter=%' })
      expect(malformed.statusCode).toBe(202)
      const page = await app.inject({ method: 'GET', url: '/wildcard-voting', headers: { cookie: 'op_voter=%' } })
      expect(page.statusCode).toBe(200)
    })
  })

  it('adds nothing for stuffing over real sockets from 300 loopback addresses with fresh cookies', {
    timeout: STUFFING_TIMEOUT,
  }, async () => {
    await expectNothingAdded(async (app) => {
      await app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = app.server.address() as AddressInfo
      // Linux routes all of 127/8 to loopback: each request leaves from its own address (and /24).
      const post = (localAddress: string) =>
        new Promise<{ status: number; body: string; cookie: string }>((resolve, reject) => {
          const request = httpRequest(
            {
              host: '127.0.0.1',
              port,
              localAddress,
              method: 'POST',
              path: '/api/votes/saatlux',
              headers: { ...JSON_HEADERS, 'content-length': 2 },
              agent: false,
            },
            (response) => {
              let body = ''
              response.on('data', (chunk) => {
                body += chunk
              })
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  body,
                  cookie: String(response.headers['set-cookie'] ?? ''),
                }),
              )
            },
          )
          request.on('error', reject)
          request.end('{}')
        })
      const statuses = new Map<number, number>()
      for (let i = 0; i < 300; i++) {
        const answer = await post(`127.${1 + Math.floor(i / 200)}.${i % 200}.9`)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status === 202) expect(JSON.parse(answer.body)).toMatchObject({ pending: true })
      }
      // Every heart waits for an e-mail address that was never confirmed; none counts.
      expect([...statuses.keys()].every((status) => status === 202 || status === 429)).toBe(true)
      expect(statuses.get(202)).toBeGreaterThan(0)
    })
  })

  it('counts one mailbox once per startup, whatever +tag, case, googlemail spelling or browser', async () => {
    const time = movableClock(VOTING)
    const app = await appWith(await newStore(kind), {}, { clock: time.clock })
    await verifiedVoter(app, `Max.Muster+a.${kind}@gmail.com`, 'kliniqo', '10.5.0.1')
    // One confirmation mail per mailbox an hour: the second browser asks an hour later.
    time.advance(61 * 60_000)
    await verifiedVoter(app, `maxmuster+b.${kind}@googlemail.com`, 'kliniqo', '10.5.0.2')
    expect((await counts(app)).kliniqo).toBe(base('kliniqo') + 1)
    await app.close()
  })

  it('refuses throwaway addresses and bad input with a German message at the field', async () => {
    const app = await appWith(await newStore(kind))
    const cookie = cookieOf(await vote(app, 'voltaro'))
    for (const [email, message] of [
      ['wegwerf@mailinator.com', /Wegwerf-Adressen/],
      ['keine-adresse', /gültige E-Mail-Adresse/],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/voters',
        headers: { ...JSON_HEADERS, cookie },
        payload: { email },
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'email' })
      expect(answer.json().message).toMatch(message)
    }
    const form = await app.inject({
      method: 'POST',
      url: '/api/voters',
      headers: { ...FORM, cookie, accept: 'text/html' },
      payload: 'email=wegwerf%40mailinator.com',
    })
    expect(form.statusCode).toBe(400)
    expect(form.body).toContain('Diese Adresse können wir nicht annehmen')
    await app.close()
  })

  it('works as plain forms: the heart leads to the e-mail step, the address to a page that says the mail is on its way', async () => {
    const app = await appWith(await newStore(kind))
    const heart = await app.inject({
      method: 'POST',
      url: '/api/votes/ferntakt',
      headers: FORM,
      payload: 'intent=add',
    })
    expect(heart.statusCode).toBe(303)
    expect(heart.headers.location).toBe('/wildcard-voting#stimme-bestaetigen')
    const page = await app.inject({ method: 'GET', url: '/wildcard-voting' })
    expect(page.body).toMatch(/<div id="stimme-bestaetigen"[\s\S]*So zählt deine Stimme[\s\S]*action="\/api\/voters"/)
    const sent = await app.inject({
      method: 'POST',
      url: '/api/voters',
      headers: { ...FORM, cookie: cookieOf(heart), accept: 'text/html' },
      payload: `email=${encodeURIComponent(`formular.${kind}@example.org`)}`,
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.body).toContain('Schau in dein Postfach')
    await app.close()
  })

  it('serves every visitor the same ranking page, whatever they voted', async () => {
    const app = await appWith(await newStore(kind))
    const { cookie } = await verifiedVoter(app, `gleich.${kind}@example.org`)
    const [mine, stranger] = await Promise.all([
      app.inject({ method: 'GET', url: '/wildcard-voting', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/wildcard' }),
    ])
    expect(hearts(mine.body)).toEqual(hearts(stranger.body))
    expect(Object.values(hearts(mine.body)).some((heart) => heart.pressed)).toBe(false)
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
      expect(refused.json()).toMatchObject({ statusCode: 409, error: 'Conflict' })
      expect(refused.json().message).toContain(note)
      const page = await app.inject({ method: 'GET', url: '/wildcard-voting' })
      expect(page.body).toContain(note)
      expect(page.body).not.toContain('data-vote-button=')
      expect(page.body).toContain(`data-vote-count="voltaro"`)
      await app.close()
    }
    const over = await appWith(store, { PREVIEW_AT: OVER })
    const page = await over.inject({ method: 'GET', url: '/wildcard-voting' })
    // After the final: the published result of data/spotlight-results.ts, not the live counts.
    const { startup, votes } = wildcardWinner
    expect(page.body).toContain(
      `Die Wildcard fürs Finale hat ${startup.name} mit ${votes.toLocaleString('de-DE')}\u00a0Stimmen gewonnen`,
    )
    expect(page.body).not.toContain('data-vote-button=')
    await over.close()
  })

  it('rejects unknown startups (404) and rate-limits per network (429)', async () => {
    const app = await appWith(await newStore(kind))
    expect((await vote(app, 'gibt-es-nicht')).statusCode).toBe(404)
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await vote(app, 'saatlux', { ip: '10.9.9.9' })).statusCode)
    expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true)
    expect(statuses[120]).toBe(429)
    await app.close()
  })
})

describe('several instances on one Postgres', () => {
  it('see the same count', async () => {
    const store = { DATABASE_URL: await stores.postgres.createDatabase('shared') }
    const time = movableClock(VOTING)
    const [a, b] = await Promise.all([
      appWith(store, {}, { clock: time.clock }),
      appWith(store, {}, { clock: time.clock }),
    ])
    const { cookie } = await verifiedVoter(a, 'mehrere@example.org', 'ferntakt')
    await vote(b, 'lernpfad', { cookie })
    // Each instance reads the counts at most 2 s old: past that, both agree.
    time.advance(2001)
    for (const app of [a, b]) {
      expect((await counts(app)).ferntakt).toBe(base('ferntakt') + 1)
      expect((await counts(app)).lernpfad).toBe(base('lernpfad') + 1)
    }
    await Promise.all([a.close(), b.close()])
  })
})

describe('the signing secret without COOKIE_SECRET', () => {
  it('is read after the confirmation has committed, even when a link is the first request after a restart', async () => {
    const store = { DATA_DIR: await freshDataDir() }
    const app = await appWith(store, { COOKIE_SECRET: '' })
    const cookie = cookieOf(await vote(app, 'taktora'))
    const before = stores.smtp.received.length
    await app.inject({
      method: 'POST',
      url: '/api/voters',
      headers: { ...JSON_HEADERS, cookie },
      payload: { email: 'erster-klick@example.org' },
    })
    const link = confirmLink((await stores.smtp.waitFor(before + 1)).slice(before)[0]?.raw ?? '')
    await app.close()
    const fresh = await appWith(store, { COOKIE_SECRET: '' })
    const { pressed } = await confirmByLink(fresh, link)
    expect(pressed?.body).toContain('data-confirmation="confirmed"')
    expect(String(pressed?.headers['set-cookie'])).toMatch(/^op_voter=/)
    expect((await counts(fresh)).taktora).toBe(base('taktora') + 1)
    await fresh.close()
  })

  it('is kept in the database, so a voter cookie still verifies after a restart', async () => {
    const store = { DATA_DIR: await freshDataDir() }
    const app = await appWith(store, { COOKIE_SECRET: '' })
    const { cookie } = await verifiedVoter(app, 'neustart@example.org', 'lernpfad')
    await app.close()
    const again = await appWith(store, { COOKIE_SECRET: '' })
    const mine = await again.inject({ method: 'GET', url: '/api/votes/mine', headers: { cookie } })
    expect(mine.json()).toMatchObject({ verified: true, mine: ['lernpfad'] })
    await again.close()
  })
})
