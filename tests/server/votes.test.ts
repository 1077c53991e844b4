import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { votingStartups } from '../../data/voting'
import { freshDataDir } from '../../scripts/lib/data-dir'
import { databaseStores, JSON_HEADERS, type Kind } from '../support/stores'

// Wildcard votes on both databases, on several instances, and with the signing secret kept in the database.

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
    const store = { DATABASE_URL: await stores.postgres.createDatabase(`shared_${process.pid}`) }
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
