import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../support/app'
import { expectSecurityHeaders } from '../support/security'

// Load shedding, driven by an injected event-loop delay signal instead of a saturated loop: 503 with
// Retry-After while the signal is over the threshold, probes still answered, service again as soon as it
// drops.

describe('load shedding', () => {
  it('answers 503 with Retry-After while the delay is over the threshold, and serves again once it drops', async () => {
    // The delay signal is the test's: shedding follows it, not how busy the test machine happens to be.
    let delay = 0
    const { app: pressured } = await buildTestApp(
      {},
      // The database opened at start, as the server does: /readyz then measures an answer, not the opening.
      {
        openDatabase: true,
        pressure: { maxEventLoopDelay: 30, sampleInterval: 1000, retryAfter: 7, delay: () => delay },
      },
    )
    try {
      expect((await pressured.inject({ method: 'GET', url: '/impressum' })).statusCode).toBe(200)
      delay = 500
      const shed = await pressured.inject({ method: 'GET', url: '/impressum', headers: { accept: 'text/html' } })
      expect(shed.statusCode).toBe(503)
      expect(shed.headers['retry-after']).toBe('7')
      expect(shed.body).toContain('Der Server ist gerade ausgelastet')
      delay = 0
      const recovered = await pressured.inject({ method: 'GET', url: '/impressum' })
      expect(recovered.statusCode, 'serves again once the loop is free').toBe(200)
    } finally {
      await pressured.close()
    }
  })

  it('keeps answering /healthz while pages are shed with 503', async () => {
    let delay = 0
    const { app: pressured } = await buildTestApp(
      {},
      { pressure: { maxEventLoopDelay: 30, sampleInterval: 1000, retryAfter: 7, delay: () => delay } },
    )
    try {
      delay = 500
      const shed = await pressured.inject({ method: 'GET', url: '/impressum' })
      const health = await pressured.inject({ method: 'GET', url: '/healthz' })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toMatchObject({ status: 'ok' })
      expect((await pressured.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
      expect(shed.statusCode).toBe(503)
      expectSecurityHeaders(shed.headers, '503')
      expect(shed.headers['cache-control']).toBe('no-store')
    } finally {
      await pressured.close()
    }
  })
})
