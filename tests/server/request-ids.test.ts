import { describe, expect, it } from 'vitest'
import { buildTestApp, sharedTestApp } from '../support/app'

const testApp = sharedTestApp()

describe('request ids', () => {
  it('does not adopt a client’s X-Request-Id unless a trusted proxy forwarded a well-formed one', async () => {
    const direct = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abcdefgh-1234' },
    })
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
})
