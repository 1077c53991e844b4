// The second security round: each numbered finding of issue 12, reproduced against the real app.
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { join } from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextBoundary } from '../../data/timeline'
import { freePort, waitForHealth } from '../../scripts/lib/serve-build'
import { createClock } from '../../server/clock'
import { routeConsoleToLogger } from '../../server/logger'
import { NOT_FOUND_LIMIT } from '../../server/plugins/pages'
import { STATIC_SECURITY_HEADERS } from '../../server/plugins/security'
import { buildTestApp, distDir, type LogLine, testEnv } from '../support/app'

let app: FastifyInstance
let logs: LogLine[]
let origin: string

beforeAll(async () => {
  ;({ app, logs } = await buildTestApp())
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
let clientNumber = 0
/** A fresh client address per request: the not-found limit is per client. */
const nextClient = () => {
  clientNumber++
  return `10.20.${Math.floor(clientNumber / 250) % 250}.${clientNumber % 250}`
}

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    expect(headers[name], `${label}: ${name}`).toBe(value)
  expect(String(headers['content-security-policy']), `${label}: CSP`).toContain("default-src 'self'")
  expect(String(headers['content-security-policy']), `${label}: CSP`).toContain("frame-ancestors 'none'")
}

/** One raw HTTP/1.1 exchange, for request targets and headers that fetch and inject cannot send. */
function raw(requestLine: string, headers = 'Host: onepitch.test\r\nAccept: text/html\r\n') {
  const { port } = new URL(origin)
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${requestLine}\r\n${headers}Connection: close\r\n\r\n`),
    )
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const data = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = data.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const parsed: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') })
    })
  })
}

const errorLines = () => logs.filter((line) => line.level >= 50)

describe('3. scanner paths answer 404 with the not-found screen, never 500', () => {
  it.each([
    '/@vite/client',
    '/%40vite/client',
    '/@fs/etc/passwd',
    '/@id/react',
    '/__vite_ping',
    '/node_modules/.vite/deps/react.js',
    '/__nicht-gefunden',
  ])('%s', async (url) => {
    const before = logs.length
    const response = await app.inject({ method: 'GET', url, headers: { accept: HTML }, remoteAddress: nextClient() })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Seite nicht gefunden')
    expect(response.body).toContain('href="/"')
    const lines = logs
      .slice(before)
      .filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed')
    expect(lines.map((line) => [line.level, line.msg, line.path])).toEqual([[30, 'page not found', url]])
  })

  it.each([
    'GET * HTTP/1.1',
    'OPTIONS * HTTP/1.1',
    'GET http://evil.example/impressum HTTP/1.1',
    'GET http://x/ HTTP/1.1',
  ])('the request target of "%s" is not found', async (line) => {
    const response = await raw(line)
    expect(response.status).toBe(404)
    expect(response.body).toContain('Seite nicht gefunden')
    expectSecurityHeaders(response.headers, line)
  })

  it('logged no error for any of them', () => {
    expect(errorLines()).toEqual([])
  })
})

describe('4. redirects never leave the origin', () => {
  it.each([
    'GET /\\evil.example/ HTTP/1.1',
    'GET /\\/evil.example/ HTTP/1.1',
    'GET /%5Cevil.example/ HTTP/1.1',
    'GET /%2fevil.example/ HTTP/1.1',
    'GET /%2F%2Fevil.example/ HTTP/1.1',
    'GET //evil.example/ HTTP/1.1',
    'GET ///evil.example// HTTP/1.1',
    'GET /./evil.example/ HTTP/1.1',
  ])('%s', async (line) => {
    const response = await raw(line)
    if (response.status === 301) {
      const location = response.headers.location ?? ''
      expect(new URL(location, 'https://onepitch.test/x/').origin, location).toBe('https://onepitch.test')
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(location).not.toContain('\\')
    } else {
      expect(response.status).toBe(404)
    }
    expectSecurityHeaders(response.headers, line)
  })

  it('a trailing slash redirects to the path without it, cacheable, with the query encoded', async () => {
    const response = await raw('GET /impressum/?a=\\b&c=%FC HTTP/1.1')
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe('/impressum?a=%5Cb&c=%FC')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expectSecurityHeaders(response.headers, 'trailing slash')
    const collapsed = await raw('GET //impressum// HTTP/1.1')
    expect(collapsed.headers.location).toBe('/impressum')
  })
})

describe('5. early errors carry the security headers and never echo the input', () => {
  it('414 for a target over 2048 characters', async () => {
    const response = await app.inject({ method: 'GET', url: `/${'a'.repeat(3000)}` })
    expect(response.statusCode).toBe(414)
    expectSecurityHeaders(response.headers, '414')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).not.toContain('aaaa')
  })

  it('400 for a bad percent-encoding: headers, no echo, logged once at info', async () => {
    const before = logs.length
    const response = await raw('GET /%ZZ<script>x</script> HTTP/1.1')
    expect(response.status).toBe(400)
    expectSecurityHeaders(response.headers, '400')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Die Anfrage ist ungültig.',
    })
    const lines = logs.slice(before).filter((line) => line.msg.startsWith('request rejected'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, code: 'FST_ERR_BAD_URL', url: '/%ZZ<script>x</script>' })
  })

  it('431 for oversized headers and 400 for a malformed request, written before Fastify sees them', async () => {
    const big = await raw('GET / HTTP/1.1', `Host: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n`)
    expect(big.status).toBe(431)
    expectSecurityHeaders(big.headers, '431')
    expect(JSON.parse(big.body).message).toBe('Die Kopfzeilen der Anfrage sind zu groß.')
    const garbage = await raw('BLÖDSINN')
    expect(garbage.status).toBe(400)
    expectSecurityHeaders(garbage.headers, '400 raw')
    expect(garbage.body).not.toContain('BLÖDSINN')
  })

  it('413, 415, 405 and JSON 404 carry them too, with no-store', async () => {
    const cases = [
      await app.inject({
        method: 'POST',
        url: '/api/client-events',
        payload: 'x'.repeat(20_000),
        headers: { 'content-type': 'application/json' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/client-events',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      }),
      await app.inject({ method: 'DELETE', url: '/impressum' }),
      await app.inject({ method: 'GET', url: '/api/nichts', headers: { accept: 'application/json' } }),
      await app.inject({ method: 'GET', url: '/api/avatar?name=A&size=-1' }),
    ]
    expect(cases.map((response) => response.statusCode)).toEqual([413, 415, 405, 404, 400])
    for (const response of cases) {
      expectSecurityHeaders(response.headers, String(response.statusCode))
      expect(response.headers['cache-control'], String(response.statusCode)).toBe('no-store')
      expect(response.body).not.toContain('application/xml')
    }
  })
})

describe('6. unknown paths get the not-found screen; it is rendered once per timeline epoch; they are limited', () => {
  it('answers /index.html, /startups.html and /wp-login.php with the screen for browsers, short text otherwise', async () => {
    for (const url of ['/index.html', '/startups.html', '/wp-login.php']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: HTML }, remoteAddress: nextClient() })
      expect(page.statusCode, url).toBe(404)
      expect(page.body, url).toContain('Seite nicht gefunden')
      expect(page.body, url).toContain('Zur Startseite')
      const text = await app.inject({ method: 'GET', url, headers: { accept: '*/*' }, remoteAddress: nextClient() })
      expect(text.statusCode, url).toBe(404)
      expect(text.body, url).toBe('404 – Seite nicht gefunden\n')
    }
  })

  it('renders the screen once per epoch and serves it from the cache after that', async () => {
    let now = Date.parse('2025-10-01T10:00:00Z')
    const { app: timed } = await buildTestApp({}, { clock: createClock(undefined, () => now) })
    try {
      const get = (url: string, encoding = 'identity') =>
        timed.inject({
          method: 'GET',
          url,
          headers: { accept: HTML, 'accept-encoding': encoding },
          remoteAddress: nextClient(),
        })
      const first = await get('/gibt-es-nicht-1')
      const second = await get('/ganz/anders?x=<b>')
      // A cached document is sent whole (content-length); a render streams (chunked).
      expect(first.headers['content-length']).toBeUndefined()
      expect(second.headers['content-length']).toBeDefined()
      expect(second.statusCode).toBe(404)
      expect(second.headers['cache-control']).toBe('no-store')
      expect(second.body).toBe(first.body)
      expect(second.body).not.toContain('ganz/anders')
      const compressed = await get('/noch-was', 'br')
      expect(compressed.statusCode).toBe(404)
      expect(compressed.headers['content-encoding']).toBe('br')
      now = nextBoundary(now) + 1000
      const nextEpoch = await get('/gibt-es-nicht-2')
      expect(nextEpoch.headers['content-length']).toBeUndefined()
      expect((await get('/gibt-es-nicht-3')).headers['content-length']).toBeDefined()
    } finally {
      await timed.close()
    }
  })

  it(`limits unknown paths to ${NOT_FOUND_LIMIT.max} a minute per client, without touching pages or other clients`, async () => {
    const client = '10.99.0.1'
    for (let request = 1; request <= NOT_FOUND_LIMIT.max; request++) {
      const response = await app.inject({ method: 'GET', url: `/scan-${request}`, remoteAddress: client })
      expect(response.statusCode, `request ${request}`).toBe(404)
    }
    const limited = await app.inject({ method: 'GET', url: '/scan-x', remoteAddress: client })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expectSecurityHeaders(limited.headers, '429')
    expect(limited.body).toBe('Zu viele Anfragen. Bitte warte einen Moment.\n')
    expect((await app.inject({ method: 'GET', url: '/impressum', remoteAddress: client })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/scan-x', remoteAddress: '10.99.0.2' })).statusCode).toBe(404)
  })
})

describe('7. smaller findings', () => {
  it('does not adopt a client’s X-Request-Id unless a trusted proxy forwarded a well-formed one', async () => {
    const direct = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abcdefgh-1234' } })
    expect(direct.headers['x-request-id']).not.toBe('abcdefgh-1234')
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const { app: proxied } = await buildTestApp({ TRUST_PROXY: '127.0.0.1' })
    try {
      const good = await proxied.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'abcdefgh-1234' },
      })
      expect(good.headers['x-request-id']).toBe('abcdefgh-1234')
      for (const bad of ['<script>', 'short', 'a'.repeat(65), 'with space here', '../../etc/passwd']) {
        const response = await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } })
        expect(response.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/)
      }
      const foreign = await proxied.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'abcdefgh-1234' },
        remoteAddress: '192.0.2.1',
      })
      expect(foreign.headers['x-request-id']).not.toBe('abcdefgh-1234')
    } finally {
      await proxied.close()
    }
  })

  it('keeps answering /healthz while pages are shed with 503', async () => {
    const { app: pressured } = await buildTestApp(
      {},
      { pressure: { maxEventLoopDelay: 30, sampleInterval: 25, retryAfter: 7 } },
    )
    try {
      let shed = await pressured.inject({ method: 'GET', url: '/impressum' })
      for (let attempt = 0; attempt < 10 && shed.statusCode !== 503; attempt++) {
        const busyUntil = Date.now() + 300
        while (Date.now() < busyUntil) {
          // busy, as a render storm would keep the loop
        }
        await new Promise((resolve) => setTimeout(resolve, 40))
        shed = await pressured.inject({ method: 'GET', url: '/impressum' })
        if (shed.statusCode === 503) {
          const health = await pressured.inject({ method: 'GET', url: '/healthz' })
          expect(health.statusCode).toBe(200)
          expect(health.json()).toMatchObject({ status: 'ok' })
        }
      }
      expect(shed.statusCode).toBe(503)
      expectSecurityHeaders(shed.headers, '503')
      expect(shed.headers['cache-control']).toBe('no-store')
    } finally {
      await pressured.close()
    }
  })
})

describe('fuzz: paths, methods, headers and bodies (property-based)', () => {
  const segment = fc.oneof(
    fc.constantFrom(
      '@vite',
      '@fs',
      '__vite_ping',
      '%40vite',
      '..',
      '%2e%2e',
      '%2f',
      '%5c',
      '%5C%5C',
      '%00',
      '%ZZ',
      '%',
      'impressum',
      'scouts',
      'jury-spotlight',
      'api',
      'client-events',
      'avatar',
      'assets',
      'index.html',
      'wp-login.php',
      'ü',
      '💥',
      '',
    ),
    fc.stringMatching(/^[\w.~!$&'()*+,;=:@%-]{0,24}$/),
  )
  const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`)
  const query = fc.constantFrom('', '?a=1', '?x=%ZZ', '?__proto__[a]=1', '?name=A&size=12', '?\\evil')
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH')
  const headers = fc.record(
    {
      accept: fc.constantFrom(HTML, '*/*', 'application/json', 'image/*', '', 'text/html;q=0'),
      'content-type': fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'bogus',
      ),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, gzip', '*'),
      cookie: fc.constantFrom('op_gate_scouts=v1.scouts.1.x.y', 'op_gate_jury=%', 'a=b'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'nonsense', '::1, 10.0.0.1'),
      'x-request-id': fc.string({ maxLength: 70 }),
      'if-none-match': fc.constantFrom('*', 'W/"x"'),
    },
    { requiredKeys: [] },
  )
  const body = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 300 }),
    fc.constantFrom('passphrase=x', '{"type":"video-load-error"}', '{', 'x'.repeat(5000)),
  )

  it('sees no 5xx and no response without the security headers in 3000 requests', async () => {
    const before = errorLines().length
    await fc.assert(
      fc.asyncProperty(path, query, method, headers, body, async (p, q, m, h, b) => {
        const sendsBody = b !== undefined && m !== 'GET' && m !== 'HEAD'
        const response = await app.inject({
          method: m as 'GET',
          url: `${p}${q}`,
          headers: Object.fromEntries(Object.entries(h).filter(([name]) => sendsBody || name !== 'content-type')),
          ...(sendsBody ? { payload: b } : {}),
          remoteAddress: nextClient(),
        })
        const label = `${m} ${p}${q} → ${response.statusCode}`
        expect(response.statusCode, label).toBeLessThan(500)
        expectSecurityHeaders(response.headers, label)
        if (response.statusCode >= 400) expect(response.headers['cache-control'], label).toBeDefined()
        if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
          const location = String(response.headers.location)
          expect(new URL(location, 'https://onepitch.test/').origin, label).toBe('https://onepitch.test')
        }
      }),
      { numRuns: 3000 },
    )
    expect(errorLines().slice(before)).toEqual([])
  }, 120_000)
})

describe('7. the production log holds only JSON lines', () => {
  it('Vike’s own print of a render error becomes a JSON log line (as server/index.ts routes console)', async () => {
    const { app: faulty, logs: faultyLogs } = await buildTestApp({}, { faultInjection: true })
    const saved = { error: console.error, warn: console.warn, info: console.info, log: console.log }
    const printed: unknown[] = []
    const spy = (...args: unknown[]) => printed.push(args)
    Object.assign(console, { error: spy, warn: spy, info: spy, log: spy })
    try {
      routeConsoleToLogger(faulty.log as unknown as Logger)
      const response = await faulty.inject({ method: 'GET', url: '/__fault/render' })
      expect(response.statusCode).toBe(500)
    } finally {
      Object.assign(console, saved)
      await faulty.close()
    }
    expect(printed).toEqual([])
    const line = faultyLogs.find((entry) => entry.msg === 'console: Error: Injected render fault')
    expect(line?.level).toBe(50)
    expect(String(line?.output)).toContain('Injected render fault')
  })

  it('stdout and stderr of the built server, probed like a scanner, parse line by line as JSON', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [join(distDir, 'app/index.mjs')], {
      env: { ...process.env, ...testEnv, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      const url = `http://127.0.0.1:${port}`
      await waitForHealth(url, child)
      for (const path of [
        '/@vite/client',
        '/%40vite/client',
        '/@fs/etc/passwd',
        '/__vite_ping',
        '/wp-login.php',
        '/%ZZ',
      ]) {
        const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } })
        expect(response.status, path).toBeLessThan(500)
        await response.arrayBuffer()
      }
    } finally {
      child.kill('SIGTERM')
      await exited
    }
    const lines = output.split('\n').filter((line) => line.trim())
    expect(lines.length).toBeGreaterThan(10)
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    expect(lines.filter((line) => JSON.parse(line).msg === 'page not found')).toHaveLength(5)
  })
})
