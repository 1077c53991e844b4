import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FORM } from '../support/app'
import { confirmLink } from '../support/smtp'
import { confirmByLink, databaseStores, JSON_HEADERS, type Kind } from '../support/stores'

// A page on another site must not be able to make its visitors vote, sign up or try passphrases: every
// state-changing request from elsewhere is refused before its body is read, and nothing is stored.

const EVIL = { origin: 'https://evil.example' }
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' }
const SAME_SITE = { 'sec-fetch-site': 'same-site', origin: 'https://onepitch.test' }
const OURS = { origin: 'https://onepitch.test', 'sec-fetch-site': 'same-origin' }

const posts = [
  { url: '/api/votes/voltaro', headers: JSON_HEADERS, payload: '{"intent":"add"}' },
  {
    url: '/api/early-access',
    headers: JSON_HEADERS,
    payload: JSON.stringify({ email: 'victim@example.org', role: 'startup', tag: 'early_access_hero' }),
  },
  { url: '/api/early-access', headers: FORM, payload: 'email=victim%40example.org&role=angel&tag=early_access_hero' },
  { url: '/jury-spotlight', headers: FORM, payload: 'passphrase=Jury-Test-Passwort-2025' },
  { url: '/scouts', headers: FORM, payload: 'passphrase=Scouts-Test-Passwort-2025' },
  { url: '/api/client-events', headers: JSON_HEADERS, payload: '{"type":"image-error"}' },
  // The vote's e-mail step.
  { url: '/api/voters', headers: FORM, payload: 'email=victim%40example.org' },
]

const stores = databaseStores()

const send = (app: FastifyInstance, post: (typeof posts)[number], extra: Record<string, string>) =>
  app.inject({ method: 'POST', url: post.url, headers: { ...post.headers, ...extra }, payload: post.payload })

describe.each<Kind>(['pglite', 'postgres'])('requests from another site on %s', (kind) => {
  it('refuses every state-changing request with 403 and a German message, and stores nothing', async () => {
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store)
    const mailsBefore = stores.smtp.received.length
    const before = await app.inject({ method: 'GET', url: '/wildcard-voting' })
    for (const extra of [EVIL, CROSS_SITE, SAME_SITE, { origin: 'null' }]) {
      for (const post of posts) {
        const response = await send(app, post, extra)
        expect(response.statusCode, `${post.url} with ${JSON.stringify(extra)}`).toBe(403)
        expect(response.headers['set-cookie']).toBeUndefined()
        if (post.headers === JSON_HEADERS) {
          expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' })
          expect(response.json().message).toMatch(/nicht von unserer Website/)
        }
      }
    }
    // A browser's form post asks for HTML and gets a German page.
    const page = await send(app, posts[2] as (typeof posts)[number], { ...EVIL, accept: 'text/html' })
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('<h1>Anfrage abgelehnt</h1>')
    // In the site's look (its colours in the page's own rules), with one way back.
    expect(page.body).toMatch(/<style>[\s\S]*#D61F76[\s\S]*<\/style>/)
    expect(page.body).toContain('<a class="button" href="/">Zur Startseite</a>')
    const after = await app.inject({ method: 'GET', url: '/wildcard-voting' })
    expect(after.body).toBe(before.body)
    await app.close()
    expect(await stores.signUps(store)).toEqual([])
    expect(stores.smtp.received.slice(mailsBefore)).toEqual([])
  })

  it('accepts the same requests from our own pages (Origin = SITE_URL) and from clients without browser headers', async () => {
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store)
    for (const post of posts) {
      for (const extra of [OURS, {}]) {
        const response = await send(app, post, extra)
        expect(response.statusCode, `${post.url} with ${JSON.stringify(extra)}`).not.toBe(403)
        expect(response.statusCode).toBeLessThan(500)
      }
    }
    await app.close()
    expect((await stores.signUps(store)).map((row) => row.email)).toEqual(['victim@example.org'])
  })

  it('confirms nothing when another site posts a real confirmation link; the owner’s own click still works', async () => {
    const store = await stores.newStore(kind)
    const app = await stores.appWith(store)
    const before = stores.smtp.received.length
    const signUp = await send(
      app,
      {
        url: '/api/early-access',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ email: 'owner@example.org', role: 'startup', tag: 'early_access_hero' }),
      },
      OURS,
    )
    expect(signUp.statusCode).toBeLessThan(300)
    const link = confirmLink((await stores.smtp.waitFor(before + 1)).at(-1)?.raw ?? '')
    const url = link.replace(/^https?:\/\/[^/]+/, '')
    for (const extra of [EVIL, CROSS_SITE, SAME_SITE]) {
      const forged = await app.inject({ method: 'POST', url, headers: { ...FORM, ...extra }, payload: '' })
      expect(forged.statusCode, JSON.stringify(extra)).toBe(403)
    }
    const { pressed } = await confirmByLink(app, link, OURS)
    expect(pressed?.statusCode).toBe(200)
    await app.close()
    expect((await stores.signUps(store)).map((row) => [row.email, row.confirmedAt !== null])).toEqual([
      ['owner@example.org', true],
    ])
  })
})
