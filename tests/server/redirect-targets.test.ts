import { describe, expect, it } from 'vitest'
import { expectSecurityHeaders, listeningTestApp } from '../support/security'

// Redirects never leave the origin, whatever the request line or Host header says.

const server = listeningTestApp()
const { raw } = server

describe('redirects never leave the origin', () => {
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
