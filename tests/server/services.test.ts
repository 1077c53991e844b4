import { describe, expect, it } from 'vitest'
import { getOverSocket, sharedTestApp } from '../support/app'
import { pageRoutes, sitemapRoutes } from '../support/routes'

// The service endpoints over real sockets: client events, health, sitemap, robots.txt, avatars.

const ORIGIN = 'https://onepitch.test'
const testApp = sharedTestApp()
const get = (url: string, headers: Record<string, string> = {}) => getOverSocket(testApp.app, url, headers)

describe('client events', () => {
  const post = (payload: string, contentType = 'application/json', ip = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/client-events',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: ip,
    })

  it('accepts a valid JSON report with 204 and logs it', async () => {
    const response = await post(
      JSON.stringify({ type: 'video-load-error', startupId: 'fristwerk', message: 'MEDIA_ERR_SRC_NOT_SUPPORTED' }),
    )
    expect(response.statusCode).toBe(204)
    expect(testApp.logs.some((line) => line.msg === 'client event: video-load-error')).toBe(true)
  })

  it('accepts sendBeacon’s text/plain body', async () => {
    const response = await post(
      JSON.stringify({ type: 'video-play-error', startupId: 'wattlinie' }),
      'text/plain;charset=UTF-8',
    )
    expect(response.statusCode).toBe(204)
  })

  it('rejects invalid reports with 400 and a JSON error', async () => {
    for (const body of [
      JSON.stringify({ type: 'nope' }),
      JSON.stringify({ type: 'video-load-error', extra: 1 }),
      '{broken',
    ]) {
      const response = await post(body)
      expect(response.statusCode, body).toBe(400)
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    }
  })

  it('never echoes or logs the keys a client made up', async () => {
    const secret = 'injected-key-<script>'
    const response = await post(JSON.stringify({ type: 'image-error', [secret]: 'x' }), 'application/json', '10.0.0.19')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^Erwartet wird ein Ereignis/)
    expect(response.body).not.toContain('injected-key')
    expect(JSON.stringify(testApp.logs)).not.toContain('injected-key')
  })

  it('rejects oversized bodies with 413 and a JSON error', async () => {
    const response = await post(
      JSON.stringify({ type: 'video-load-error', message: 'x'.repeat(5000) }),
      'application/json',
      '10.0.0.2',
    )
    expect(response.statusCode).toBe(413)
    expect(response.json().statusCode).toBe(413)
  })

  it('rejects unknown content types with 415', async () => {
    const response = await post('a=b', 'application/x-www-form-urlencoded', '10.0.0.3')
    expect(response.statusCode).toBe(415)
  })

  it('rate-limits a client with 429 and a JSON error', async () => {
    const body = JSON.stringify({ type: 'image-error' })
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await post(body, 'application/json', '10.0.0.9')).statusCode)
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true)
    const limited = await post(body, 'application/json', '10.0.0.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().statusCode).toBe(429)
  })
})

describe('health, sitemap, robots, avatars', () => {
  it('reports health', async () => {
    const response = await get('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json().status).toBe('ok')
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('lists exactly the indexable pages in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)
    expect(locs.sort()).toEqual(sitemapRoutes.map((route) => `${ORIGIN}${route.path}`).sort())
    for (const route of pageRoutes.filter((r) => r.robots === 'noindex'))
      expect(locs).not.toContain(`${ORIGIN}${route.path}`)
  })

  it('points robots.txt at the sitemap', async () => {
    const text = (await get('/robots.txt')).body
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(text).toContain('User-agent: *')
  })

  it('generates avatars with initials and a long cache, escaping the name', async () => {
    const response = await get('/api/avatar?name=Lena%20Brandt&size=96')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toContain('>LB</text>')
    expect(response.body).toContain('width="96"')
    const hostile = await get(`/api/avatar?name=${encodeURIComponent('<script>x</script>')}`)
    expect(hostile.body).not.toContain('<script>')
  })

  it('rejects invalid avatar queries with 400', async () => {
    for (const query of ['', '?name=', '?name=A&size=5000', '?name=A&bg=zzz']) {
      expect((await get(`/api/avatar${query}`)).statusCode, query).toBe(400)
    }
  })

  it('answers HEAD like GET', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/impressum' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })
})
