import { describe, expect, it } from 'vitest'
import { getOverSocket, sharedTestApp } from '../support/app'
import { pageRoutes, sitemapRoutes } from '../support/routes'

// Health probe, sitemap, robots.txt and generated avatars over a real socket.

const ORIGIN = 'https://onepitch.test'
const testApp = sharedTestApp()
const get = (url: string, headers: Record<string, string> = {}) => getOverSocket(testApp.app, url, headers)

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
