import { describe, expect, it } from 'vitest'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { createClock } from '../../server/clock'
import { appPerTest, buildTestApp, FORM } from '../support/app'
import {
  cookiePair,
  errorLogs,
  form,
  jury,
  post,
  RATE_LIMITED,
  scoutContent,
  scouts,
  setCookieHeader,
  WRONG,
} from '../support/gates'
import { pageRoutes } from '../support/routes'

// Both gates are in the route table: the checks below run for each of them, never skipped.
const gatedPaths = pageRoutes.filter((route) => route.gate).map((route) => route.path)
const start = appPerTest()

it('the route table gates exactly the jury and scout pages', () => {
  expect(gatedPaths.sort()).toEqual([jury.path, scouts.path].sort())
})

describe.each([
  ['scouts', scouts],
  ['jury', jury],
])('%s gate', (_name, gate) => {
  it('a locked GET shows only the password screen, private and noindex', async () => {
    const { app } = await start()
    const response = await app.inject({ method: 'GET', url: gate.path })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.body).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(response.body).toContain('Geschützter Bereich')
    expect(response.body).toContain('Bitte gib das Passwort ein, um fortzufahren')
    expect(response.body).toContain('Zugang erhalten')
    expect(response.body).toMatch(/<form[^>]*action="\/(scouts|jury-spotlight)"[^>]*method="post"/)
    expect(response.body).not.toContain(WRONG)
    if (gate === scouts) for (const text of scoutContent) expect(response.body).not.toContain(text)
    expect(response.body).not.toContain(gate.passphrase)
  })

  it('a wrong passphrase answers 401 with the German message and no cookie', async () => {
    const { app } = await start()
    const response = await post(app, gate.path, form('falsches-passwort'))
    expect(response.statusCode).toBe(401)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.body).toContain(WRONG)
    expect(response.body).toContain('aria-invalid="true"')
    if (gate === scouts) for (const text of scoutContent) expect(response.body).not.toContain(text)
  })

  it('the comparison is case-sensitive', async () => {
    const { app } = await start()
    const lower = await post(app, gate.path, form(gate.passphrase.toLowerCase()))
    const upper = await post(app, gate.path, form(gate.passphrase.toUpperCase()))
    const padded = await post(app, gate.path, form(`${gate.passphrase} `))
    expect([lower.statusCode, upper.statusCode, padded.statusCode]).toEqual([401, 401, 401])
  })

  it('the right passphrase sets a signed session cookie (no Max-Age) scoped to the page and unlocks it', async () => {
    const { app } = await start()
    const response = await post(app, gate.path, form(gate.passphrase))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(gate.path)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const setCookie = setCookieHeader(response)
    expect(setCookie.startsWith(`${gate.cookie}=`)).toBe(true)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain(`Path=${gate.path}`)
    expect(setCookie).toContain('Secure')
    expect(setCookie).not.toMatch(/Max-Age|Expires/i)
    expect(setCookie).not.toContain(gate.passphrase)

    const unlocked = await app.inject({ method: 'GET', url: gate.path, headers: { cookie: cookiePair(setCookie) } })
    expect(unlocked.statusCode).toBe(200)
    expect(unlocked.headers['cache-control']).toBe('private, no-store')
    expect(unlocked.body).not.toContain('Geschützter Bereich')
    expect(unlocked.body).not.toContain(gate.passphrase)
    if (gate === scouts) for (const text of scoutContent) expect(unlocked.body).toContain(text)
  })

  it('without production the cookie is not Secure (local http development)', async () => {
    const { app } = await start({ NODE_ENV: 'test' })
    const response = await post(app, gate.path, form(gate.passphrase))
    expect(response.statusCode).toBe(303)
    expect(setCookieHeader(response)).not.toContain('Secure')
  })

  it('a tampered, foreign, prolonged or other-gate token is rejected', async () => {
    const { app } = await start()
    const good = cookiePair(setCookieHeader(await post(app, gate.path, form(gate.passphrase))))
    const [name, value = ''] = good.split('=')
    const parts = value.split('.')
    expect(parts).toHaveLength(5)
    const [version, tokenGate, issued = '0', nonce = '', mac = ''] = parts
    expect(version).toBe('v1')
    expect(tokenGate).toBe(gate === scouts ? 'scouts' : 'jury')
    expect(Math.abs(Number(issued) - Date.now() / 1000)).toBeLessThan(60)
    const flip = (text: string) => (text[0] === 'A' ? `B${text.slice(1)}` : `A${text.slice(1)}`)
    const other = await buildTestApp({ COOKIE_SECRET: 'another-cookie-secret-that-is-long-enough-987654' })
    const foreign = cookiePair(setCookieHeader(await post(other.app, gate.path, form(gate.passphrase))))
    await other.app.close()
    const otherGate = gate === scouts ? 'jury' : 'scouts'

    for (const cookie of [
      `${name}=${version}.${tokenGate}.${issued}.${nonce}.${flip(mac)}`,
      `${name}=${version}.${tokenGate}.${Number(issued) + 3600}.${nonce}.${mac}`,
      `${name}=${version}.${tokenGate}.${issued}.${flip(nonce)}.${mac}`,
      `${name}=${version}.${otherGate}.${issued}.${nonce}.${mac}`,
      `${name}=v2.${tokenGate}.${issued}.${nonce}.${mac}`,
      `${name}=${version}.${tokenGate}.${issued}.${nonce}`,
      `${name}=unlocked`,
      `${name}=`,
      foreign,
    ]) {
      const response = await app.inject({ method: 'GET', url: gate.path, headers: { cookie } })
      expect(response.statusCode, cookie).toBe(200)
      expect(response.body, cookie).toContain('Geschützter Bereich')
      expect(setCookieHeader(response), cookie).toMatch(new RegExp(`^${name}=;`))
      if (gate === scouts) expect(response.body, cookie).not.toContain(scoutContent[0])
    }
    // The genuine cookie still works, so the rejections above are about the tampering.
    const genuine = await app.inject({ method: 'GET', url: gate.path, headers: { cookie: good } })
    expect(genuine.body).not.toContain('Geschützter Bereich')
  })

  it('every login gets its own token, and the server ends a session after GATE_SESSION_HOURS', async () => {
    let now = Date.parse('2025-10-01T10:00:00Z')
    const clock = createClock(undefined, () => now)
    const { app } = await start({ GATE_SESSION_HOURS: '2' }, { clock })
    const first = cookiePair(setCookieHeader(await post(app, gate.path, form(gate.passphrase))))
    const second = cookiePair(setCookieHeader(await post(app, gate.path, form(gate.passphrase))))
    expect(first).not.toBe(second)
    const open = async (cookie: string) =>
      !(await app.inject({ method: 'GET', url: gate.path, headers: { cookie } })).body.includes('Geschützter Bereich')
    expect(await open(first)).toBe(true)
    now += 2 * 3_600_000 - 5_000
    expect(await open(first)).toBe(true)
    now += 10_000
    expect(await open(first)).toBe(false)
    expect(await open(second)).toBe(false)
    // A fresh login works again.
    const third = cookiePair(setCookieHeader(await post(app, gate.path, form(gate.passphrase))))
    expect(await open(third)).toBe(true)
  })

  it('sessions hold across instances with the same secret and end when the secret or the passphrase changes', async () => {
    const { app } = await start()
    const cookie = cookiePair(setCookieHeader(await post(app, gate.path, form(gate.passphrase))))
    const locked = async (env: Record<string, string>) => {
      const instance = await buildTestApp(env)
      try {
        const response = await instance.app.inject({ method: 'GET', url: gate.path, headers: { cookie } })
        return response.body.includes('Geschützter Bereich')
      } finally {
        await instance.app.close()
      }
    }
    expect(await locked({})).toBe(false)
    expect(await locked({ COOKIE_SECRET: 'a-rotated-cookie-secret-that-is-long-enough-42' })).toBe(true)
    expect(await locked({ [gate.envKey]: 'ein-neues-Passwort-2026' })).toBe(true)
  })

  it('after 10 failed attempts the gate answers 429 with retry-after, even to the right passphrase', async () => {
    const { app } = await start()
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await post(app, gate.path, form(`falsch-${attempt}`))
      expect(response.statusCode, `attempt ${attempt}`).toBe(401)
    }
    const limited = await post(app, gate.path, form(gate.passphrase))
    expect(limited.statusCode).toBe(429)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(limited.headers['content-type']).toContain('text/html')
    expect(limited.headers['cache-control']).toBe('private, no-store')
    expect(limited.headers['x-frame-options']).toBe('DENY')
    expect(limited.headers['set-cookie']).toBeUndefined()
    expect(limited.body).toContain(RATE_LIMITED)
    expect(limited.body).toContain('data-gate-error="rate-limited"')
    expect(limited.body).toContain('Geschützter Bereich')
    if (gate === scouts) expect(limited.body).not.toContain(scoutContent[0])
    // Another client address is not affected.
    const other = await post(app, gate.path, form(gate.passphrase), FORM, '10.2.2.2')
    expect(other.statusCode).toBe(303)
  })

  it('successful logins do not count: twelve in a row, then nine failures, and the right passphrase still works', async () => {
    const { app } = await start()
    for (let login = 1; login <= 12; login++) {
      const response = await post(app, gate.path, form(gate.passphrase))
      expect(response.statusCode, `login ${login}`).toBe(303)
    }
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await post(app, gate.path, form(`falsch-${attempt}`))).statusCode).toBe(401)
    }
    expect((await post(app, gate.path, form(gate.passphrase))).statusCode).toBe(303)
    expect((await post(app, gate.path, form('falsch-10'))).statusCode).toBe(401)
    expect((await post(app, gate.path, form(gate.passphrase))).statusCode).toBe(429)
  })

  it('malformed bodies answer 4xx with a clear message and log no error', async () => {
    const { app, logs } = await start()
    const cases: [string, string, Record<string, string>, number][] = [
      ['JSON', JSON.stringify({ passphrase: gate.passphrase }), { 'content-type': 'application/json' }, 415],
      ['text', `passphrase=${gate.passphrase}`, { 'content-type': 'text/plain' }, 415],
      ['multipart', '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
      ['missing field', 'password=abc', FORM, 400],
      ['empty body', '', FORM, 400],
      ['extra field', `${form(gate.passphrase)}&admin=1`, FORM, 400],
      ['repeated field', `${form(gate.passphrase)}&${form('x')}`, FORM, 400],
      ['over 1 KB', form('x'.repeat(1100)), FORM, 413],
    ]
    for (const [label, payload, headers, status] of cases) {
      const response = await post(app, gate.path, payload, headers)
      expect(response.statusCode, label).toBe(status)
      expect(response.headers['set-cookie'], label).toBeUndefined()
      const body = response.json() as { message: string }
      expect(body.message.length, label).toBeGreaterThan(10)
    }
    expect(errorLogs(logs)).toEqual([])
  })

  it('without a configured passphrase the gate stays closed for everyone', async () => {
    const { app } = await start({ [gate.envKey]: '' })
    for (const attempt of [gate.passphrase, '', 'undefined', 'null']) {
      const response = await post(app, gate.path, form(attempt))
      expect(response.statusCode, attempt).toBe(401)
      expect(response.body).toContain(WRONG)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    // A cookie minted while the passphrase was set (same secret) no longer opens the page.
    const configured = await buildTestApp()
    const minted = cookiePair(setCookieHeader(await post(configured.app, gate.path, form(gate.passphrase))))
    await configured.app.close()
    const response = await app.inject({ method: 'GET', url: gate.path, headers: { cookie: minted } })
    expect(response.body).toContain('Geschützter Bereich')
  })
})

describe('the signing secret of gate sessions', () => {
  it('without COOKIE_SECRET a session holds across a restart: it is signed with the secret kept in the database', async () => {
    const store = { COOKIE_SECRET: '', DATA_DIR: await freshDataDir() }
    const first = await buildTestApp(store)
    const cookie = cookiePair(setCookieHeader(await post(first.app, scouts.path, form(scouts.passphrase))))
    await first.app.close()
    const again = await buildTestApp(store)
    try {
      const page = await again.app.inject({ method: 'GET', url: scouts.path, headers: { cookie } })
      expect(page.body).not.toContain('Geschützter Bereich')
    } finally {
      await again.app.close()
      removeDataDir(store.DATA_DIR)
    }
  })
})
