// Property-based: random paths, methods, headers and bodies never get a 5xx or a response without the security headers.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sharedTestApp } from '../support/app'
import { clientAddresses, expectSecurityHeaders, HTML } from '../support/security'

const testApp = sharedTestApp()
const nextClient = clientAddresses()
const errorLines = () => testApp.logs.filter((line) => line.level >= 50)

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
        const response = await testApp.app.inject({
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
