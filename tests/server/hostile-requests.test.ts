import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sharedTestApp } from '../support/app'
import { pageRoutes } from '../support/routes'

// Hostile and random paths, unusual methods and failing renders: never a 500 for bad input, never a file
// outside the public folders, and the server keeps serving.

const testApp = sharedTestApp({}, { faultInjection: true })

const ALLOWED = new Set([200, 301, 304, 400, 404, 405, 414])
/** A client address per request: the not-found limit is per client, and these tests are about paths. */
const anyClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const SECRETS = [
  '"name": "onepitch-website"',
  'root:x:0:0',
  'JURY_PASSPHRASE',
  'Jury-Test-Passwort',
  'import { buildApp }',
]

const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F',
    '%00',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '',
    'etc',
    'passwd',
    'package.json',
    'server',
    'dist',
    'assets',
    '..%2f..%2f',
    '%c0%ae%c0%ae',
    'ü',
    '💥',
    'impressum',
    '\u202e',
    'a'.repeat(300),
  ),
  fc.stringMatching(/^[\w.~!$&'()*+,;=:@%-]{0,40}$/),
)
const hostilePath = fc.array(segment, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('/')}`)

describe('hostile and random paths', () => {
  it('never answers 500 nor serves a file outside the public folders (property-based)', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePath, fc.constantFrom('', '?a=1', '?x=%ZZ', '?__proto__[a]=1'), async (path, query) => {
        const response = await testApp.app.inject({ method: 'GET', url: `${path}${query}`, remoteAddress: anyClient() })
        expect(ALLOWED.has(response.statusCode), `${response.statusCode} for ${path}${query}`).toBe(true)
        for (const secret of SECRETS) expect(response.body).not.toContain(secret)
      }),
      { numRuns: 300 },
    )
  })

  it.each([
    ['/../package.json', [404]],
    ['/assets/../../package.json', [404]],
    ['/%2e%2e/%2e%2e/etc/passwd', [404]],
    ['/impressum%00.html', [404]],
    ['/%E0%A4%A', [400]],
    ['//impressum', [404]],
    ['/impressum//', [301]],
  ])('%s → %j', async (url, statuses) => {
    const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: anyClient() })
    expect(statuses).toContain(response.statusCode)
    for (const secret of SECRETS) expect(response.body).not.toContain(secret)
  })

  it('answers a 10 KB path with 414', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/${'a'.repeat(10 * 1024)}` })
    expect(response.statusCode).toBe(414)
    expect(response.json().statusCode).toBe(414)
  })

  it('survives query floods', async () => {
    const flood = await testApp.app.inject({ method: 'GET', url: `/impressum?${'a=1&'.repeat(400)}` })
    expect(flood.statusCode).toBe(200)
    const huge = await testApp.app.inject({ method: 'GET', url: `/impressum?${'x=%ZZ&'.repeat(2000)}` })
    expect(huge.statusCode).toBe(414)
  })
})

describe('methods', () => {
  it('answers HEAD wherever GET works', async () => {
    for (const route of pageRoutes) {
      const response = await testApp.app.inject({ method: 'HEAD', url: route.path })
      expect(response.statusCode, route.path).toBe(200)
      expect(response.body).toBe('')
    }
    expect((await testApp.app.inject({ method: 'HEAD', url: '/favicon.svg' })).statusCode).toBe(200)
    expect((await testApp.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200)
  })

  it('answers other methods on a page with 405 and Allow, elsewhere with 404, never 500', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const page = await testApp.app.inject({ method, url: '/impressum', remoteAddress: anyClient() })
      expect(page.statusCode, method).toBe(405)
      expect(page.headers.allow).toBe('GET, HEAD')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.json()).toEqual({
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'Diese Methode ist hier nicht erlaubt.',
      })
      const unknown = await testApp.app.inject({
        method,
        url: '/gibt-es-nicht',
        headers: { accept: 'application/json' },
        remoteAddress: anyClient(),
      })
      expect(unknown.statusCode, method).toBe(404)
      expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Diese Adresse gibt es nicht.' })
    }
  })

  it('names POST in the Allow header of a gated page, which takes the password form', async () => {
    for (const path of ['/scouts', '/jury-spotlight']) {
      const response = await testApp.app.inject({ method: 'PUT', url: path, remoteAddress: anyClient() })
      expect(response.statusCode, path).toBe(405)
      expect(response.headers.allow, path).toBe('GET, HEAD, POST')
    }
  })
})

describe('faults', () => {
  it('answers a page whose render throws with the German 500 page, logs the stack, and keeps serving', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/__fault/render' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Da ist etwas schiefgelaufen')
    expect(response.body).toContain('lang="de"')
    const logged = testApp.logs.find((line) => line.level === 50 && line.msg === 'page render failed')
    expect(logged).toBeDefined()
    expect(String((logged?.err as { stack?: string })?.stack)).toContain('Injected render fault')
    const next = await testApp.app.inject({ method: 'GET', url: '/impressum' })
    expect(next.statusCode).toBe(200)
    expect(next.body).toContain('Impressum')
  })

  it('logs nothing at error level for bad input', async () => {
    const before = testApp.logs.filter((line) => line.level >= 50 && line.msg !== 'page render failed').length
    const post = (url: string, payload: string, contentType: string) => ({
      method: 'POST' as const,
      url,
      payload,
      headers: { 'content-type': contentType },
    })
    const bad = [
      post('/api/client-events', '{', 'application/json'),
      post('/api/client-events', 'x'.repeat(20_000), 'application/json'),
      post('/api/client-events', '<a/>', 'application/xml'),
      post('/api/client-events', '[]', 'application/json'),
      post('/api/client-events', '{"type":1}', 'text/plain'),
      post('/scouts', 'passphrase=', 'application/x-www-form-urlencoded'),
      post('/scouts', '{"passphrase":1}', 'application/json'),
      post('/scouts', `passphrase=${'x'.repeat(5000)}`, 'application/x-www-form-urlencoded'),
      { method: 'GET' as const, url: '/api/avatar?name=A&size=-1' },
    ]
    const statuses: number[] = []
    for (const request of bad)
      statuses.push((await testApp.app.inject({ ...request, remoteAddress: '10.9.9.9' })).statusCode)
    expect(statuses).toEqual([400, 413, 415, 400, 400, 401, 415, 413, 400])
    expect(testApp.logs.filter((line) => line.level >= 50 && line.msg !== 'page render failed').length).toBe(before)
  })
})
