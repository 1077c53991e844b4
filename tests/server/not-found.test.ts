// Issue 12, finding 6: unknown paths get the not-found screen, rendered once per timeline epoch, and are limited.
import { describe, expect, it } from 'vitest'
import { nextBoundary } from '../../data/timeline'
import { createClock } from '../../server/clock'
import { NOT_FOUND_LIMIT } from '../../server/plugins/pages'
import { buildTestApp, sharedTestApp } from '../support/app'
import { clientAddresses, expectSecurityHeaders, HTML } from '../support/security'

const testApp = sharedTestApp()
const nextClient = clientAddresses()

describe('6. unknown paths get the not-found screen; it is rendered once per timeline epoch; they are limited', () => {
  it('answers /index.html, /startups.html and /wp-login.php with the screen for browsers, short text otherwise', async () => {
    for (const url of ['/index.html', '/startups.html', '/wp-login.php']) {
      const page = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: HTML },
        remoteAddress: nextClient(),
      })
      expect(page.statusCode, url).toBe(404)
      expect(page.body, url).toContain('Seite nicht gefunden')
      expect(page.body, url).toContain('Zur Startseite')
      // The second way on reports the broken link by mail, asking for the address (the screen never names it).
      expect(page.body, url).toMatch(/href="mailto:[^"]*subject=Defekter%20Link[^"]*"[^>]*>.*Defekten Link melden/)
      const text = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*' },
        remoteAddress: nextClient(),
      })
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
      // Server-Timing says whether the answer was rendered or came from the cache.
      expect(first.headers['server-timing']).toMatch(/^render;dur=\d/)
      expect(second.headers['server-timing']).toBe('cache;desc="hit"')
      expect(second.statusCode).toBe(404)
      expect(second.headers['cache-control']).toBe('no-store')
      expect(second.body).toBe(first.body)
      expect(second.body).not.toContain('ganz/anders')
      const compressed = await get('/noch-was', 'br')
      expect(compressed.statusCode).toBe(404)
      expect(compressed.headers['content-encoding']).toBe('br')
      now = nextBoundary(now) + 1000
      const nextEpoch = await get('/gibt-es-nicht-2')
      expect(nextEpoch.headers['server-timing']).toMatch(/^render;dur=\d/)
      expect((await get('/gibt-es-nicht-3')).headers['server-timing']).toBe('cache;desc="hit"')
    } finally {
      await timed.close()
    }
  })

  it(`limits unknown paths to ${NOT_FOUND_LIMIT.max} a minute per client, without touching pages or other clients`, async () => {
    const client = '10.99.0.1'
    for (let request = 1; request <= NOT_FOUND_LIMIT.max; request++) {
      const response = await testApp.app.inject({ method: 'GET', url: `/scan-${request}`, remoteAddress: client })
      expect(response.statusCode, `request ${request}`).toBe(404)
    }
    const limited = await testApp.app.inject({ method: 'GET', url: '/scan-x', remoteAddress: client })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expectSecurityHeaders(limited.headers, '429')
    expect(limited.body).toBe('Zu viele Anfragen. Bitte warte einen Moment.\n')
    // A scanner that keeps going is logged one line a second, not one line a request.
    for (let request = 0; request < 200; request++)
      await testApp.app.inject({ method: 'GET', url: `/scan-more-${request}`, remoteAddress: client })
    const limitedLines = testApp.logs.filter((line) => line.msg === 'not found: rate limited')
    expect(limitedLines.length).toBeGreaterThanOrEqual(1)
    expect(limitedLines.length).toBeLessThan(10)
    expect((await testApp.app.inject({ method: 'GET', url: '/impressum', remoteAddress: client })).statusCode).toBe(200)
    expect((await testApp.app.inject({ method: 'GET', url: '/scan-x', remoteAddress: '10.99.0.2' })).statusCode).toBe(
      404,
    )
  })
})
