import { describe, expect, it } from 'vitest'
import { clientAddresses, expectSecurityHeaders, HTML, listeningTestApp } from '../support/security'

// Scanner paths (dev-server, CMS, dotfiles, traversal) answer 404 with the not-found screen, never 500.

const server = listeningTestApp()
const nextClient = clientAddresses()
const { raw } = server
const errorLines = () => server.logs.filter((line) => line.level >= 50)

describe('scanner paths answer 404 with the not-found screen, never 500', () => {
  it.each([
    '/@vite/client',
    '/%40vite/client',
    '/@fs/etc/passwd',
    '/@id/react',
    '/__vite_ping',
    '/node_modules/.vite/deps/react.js',
    '/__nicht-gefunden',
  ])('%s', async (url) => {
    const before = server.logs.length
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { accept: HTML },
      remoteAddress: nextClient(),
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Seite nicht gefunden')
    expect(response.body).toContain('href="/"')
    const lines = server.logs
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
