import { describe, expect, it } from 'vitest'
import { getOverSocket, sharedTestApp } from '../support/app'
import { redirectRoutes } from '../support/routes'

// Redirects and aliases of the route table, and paths that do not exist, over a real socket.

const testApp = sharedTestApp()
const get = (url: string, headers: Record<string, string> = {}) => getOverSocket(testApp.app, url, headers)

describe('redirects', () => {
  it.each(redirectRoutes.map((route) => [route.path, route] as const))('%s answers 301', async (path, route) => {
    const response = await get(path)
    expect(response.statusCode).toBe(301)
    if (typeof route.target === 'string') expect(response.headers.location).toBe(route.target)
    else expect(response.headers.location).toMatch(/^https:\/\//)
  })

  it('removes a trailing slash with 301 and keeps the query', async () => {
    const response = await get('/impressum/?ref=footer')
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/impressum?ref=footer')
  })

  it('never redirects to another host', async () => {
    // inject: an HTTP client would read "//evil.example/" as another host, which is exactly the attack.
    const response = await testApp.app.inject({ method: 'GET', url: '//evil.example/' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/evil.example')
  })
})

describe('not found', () => {
  it('renders the German 404 page with status 404 and logs the path, referrer and user agent', async () => {
    const response = await get('/gibt-es-nicht?x=1', {
      referer: 'https://example.org/alt',
      'user-agent': 'TestAgent/1.0',
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Seite nicht gefunden')
    expect(response.body).toContain('href="/"')
    expect(response.body).toContain('noindex')
    const line = testApp.logs.find((entry) => entry.msg === 'page not found' && entry.path === '/gibt-es-nicht?x=1')
    expect(line).toMatchObject({ referrer: 'https://example.org/alt', userAgent: 'TestAgent/1.0' })
  })

  it('answers a tag’s request for a missing file with a short text, a browser’s with the not-found screen', async () => {
    for (const path of ['/favicon.png', '/assets/missing.js', '/images/nope.svg']) {
      for (const accept of [undefined, '*/*', 'image/avif,image/webp,image/png,*/*;q=0.8']) {
        const response = await get(path, accept ? { accept } : {})
        expect(response.statusCode, path).toBe(404)
        expect(response.headers['content-type'], path).toBe('text/plain; charset=utf-8')
        expect(response.body, path).toBe('404 – Seite nicht gefunden\n')
      }
    }
    for (const path of ['/index.html', '/startups.html', '/wp-login.php']) {
      const response = await get(path, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
      expect(response.statusCode, path).toBe(404)
      expect(response.headers['content-type'], path).toContain('text/html')
      expect(response.body, path).toContain('Seite nicht gefunden')
      expect(response.body, path).toContain('href="/"')
    }
  })
})
