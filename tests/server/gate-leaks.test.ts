import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appPerTest, distDir, FORM, testEnv } from '../support/app'
import { cookiePair, form, jury, post, scoutContent, scouts, setCookieHeader } from '../support/gates'

// The gated content and the passphrases stay on the server, whatever the request looks like.

const start = appPerTest()

describe('other spellings of a gated path', () => {
  it('never render the scout content without the session cookie', async () => {
    const { app } = await start()
    // Spellings the router maps to the gate answer its locked screen; others are not found or redirected.
    const expected: [string, number][] = [
      ['/%73couts', 200],
      ['/./scouts', 200],
      ['/scouts?gate=1', 200],
      ['/scouts/', 301],
      ['//scouts', 404],
      ['/SCOUTS', 404],
      ['/scouts;x', 404],
    ]
    for (const [url, status] of expected) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(status)
      expect(response.body, url).not.toContain(scoutContent[0])
      if (status === 200) expect(response.body, url).toContain('Geschützter Bereich')
      if (status === 301) expect(response.headers.location, url).toBe('/scouts')
      if (status === 404) expect(response.body, url).toContain('Seite nicht gefunden')
    }
  })
})

describe('gate-only images', () => {
  it('the scout keyring is no public file: only the unlocked page carries it', async () => {
    const { app } = await start()
    expect((await app.inject({ method: 'GET', url: '/images/scouts/keyring.svg' })).statusCode).toBe(404)
    const locked = await app.inject({ method: 'GET', url: scouts.path })
    expect(locked.body).not.toContain('data:image/svg+xml')
    const login = await post(app, scouts.path, form(scouts.passphrase))
    const unlocked = await app.inject({
      method: 'GET',
      url: scouts.path,
      headers: { cookie: cookiePair(String(login.headers['set-cookie'])) },
    })
    expect(unlocked.body).toMatch(/<img src="data:image\/svg\+xml,[^"]*Schl%C3%BCsselanh%C3%A4nger/)
  })
})

describe('gate cookies', () => {
  it('one gate’s cookie does not open the other gate', async () => {
    const { app } = await start()
    const scoutsCookie = cookiePair(setCookieHeader(await post(app, scouts.path, form(scouts.passphrase))))
    const [, value] = scoutsCookie.split('=')
    const response = await app.inject({ method: 'GET', url: jury.path, headers: { cookie: `${jury.cookie}=${value}` } })
    expect(response.body).toContain('Geschützter Bereich')
  })
})

describe('passphrases never reach the browser', () => {
  const passphrases = [testEnv.SCOUTS_PASSPHRASE, testEnv.JURY_PASSPHRASE]
  /** The passphrases as they could leak: plain, URL-encoded, JSON-escaped or base64. */
  const spellings = [
    ...new Set(passphrases.flatMap((p) => [p, encodeURIComponent(p), Buffer.from(p).toString('base64')])),
  ]
  const leaks = (content: string) => spellings.filter((spelling) => content.includes(spelling))

  function* files(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) yield* files(path)
      else yield path
    }
  }

  it('the detector finds a planted passphrase in every spelling it looks for', () => {
    for (const spelling of spellings)
      expect(leaks(`<script>window.x=${JSON.stringify(spelling)}</script>`)).toContain(spelling)
  })

  // `npm test` builds with the test passphrases in the environment (scripts/test.mjs), so a build step
  // that inlined them (a Vite define, import.meta.env, a generated file) would show here.
  it(`no file of the build (${distDir}) contains a passphrase`, () => {
    const all = [...files(distDir)]
    expect(all.length).toBeGreaterThan(10)
    expect(all.filter((file) => leaks(readFileSync(file).toString('latin1')).length > 0)).toEqual([])
  })

  it('no response of a gated page, locked, wrong, limited or unlocked, nor any asset it loads, contains one', async () => {
    const { app } = await start()
    const bodies: [string, string][] = []
    for (const gate of [scouts, jury]) {
      const locked = await app.inject({ method: 'GET', url: gate.path })
      const wrong = await post(app, gate.path, form('falsch'), FORM, '10.3.3.3')
      const login = await post(app, gate.path, form(gate.passphrase), FORM, '10.3.3.3')
      const cookie = cookiePair(setCookieHeader(login))
      const unlocked = await app.inject({ method: 'GET', url: gate.path, headers: { cookie } })
      expect(unlocked.body).not.toContain('Geschützter Bereich')
      for (let attempt = 0; attempt < 10; attempt++) await post(app, gate.path, form('falsch'), FORM, '10.4.4.4')
      const limited = await post(app, gate.path, form(gate.passphrase), FORM, '10.4.4.4')
      expect(limited.statusCode).toBe(429)
      for (const [label, response] of Object.entries({ locked, wrong, login, unlocked, limited })) {
        bodies.push([`${gate.path} ${label}`, `${JSON.stringify(response.headers)}\n${response.body}`])
      }
      const assets = new Set([...unlocked.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? ''))
      expect(assets.size).toBeGreaterThan(0)
      for (const asset of assets) bodies.push([asset, (await app.inject({ method: 'GET', url: asset })).body])
    }
    expect(bodies.filter(([, body]) => leaks(body).length > 0).map(([label]) => label)).toEqual([])
  })
})
