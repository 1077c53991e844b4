import { describe, expect, it } from 'vitest'
import { expectSecurityHeaders, listeningTestApp } from '../support/security'

// Errors answered before routing (414, 400, 431, 413, 415, 405, JSON 404) carry the security headers and
// never echo the input.

const server = listeningTestApp()
const { raw } = server

describe('early errors carry the security headers and never echo the input', () => {
  it('414 for a target over 2048 characters', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/${'a'.repeat(3000)}` })
    expect(response.statusCode).toBe(414)
    expectSecurityHeaders(response.headers, '414')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).not.toContain('aaaa')
  })

  it('400 for a bad percent-encoding: headers, no echo, logged once at info', async () => {
    const before = server.logs.length
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
    const lines = server.logs.slice(before).filter((line) => line.msg.startsWith('request rejected'))
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
      await server.app.inject({
        method: 'POST',
        url: '/api/client-events',
        payload: 'x'.repeat(20_000),
        headers: { 'content-type': 'application/json' },
      }),
      await server.app.inject({
        method: 'POST',
        url: '/api/client-events',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      }),
      await server.app.inject({ method: 'DELETE', url: '/impressum' }),
      await server.app.inject({ method: 'GET', url: '/api/nichts', headers: { accept: 'application/json' } }),
      await server.app.inject({ method: 'GET', url: '/api/avatar?name=A&size=-1' }),
    ]
    expect(cases.map((response) => response.statusCode)).toEqual([413, 415, 405, 404, 400])
    for (const response of cases) {
      expectSecurityHeaders(response.headers, String(response.statusCode))
      expect(response.headers['cache-control'], String(response.statusCode)).toBe('no-store')
      expect(response.body).not.toContain('application/xml')
    }
  })
})
