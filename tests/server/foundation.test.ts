import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type TimelineState, timelineState } from '../../data/timeline'
import { canonicalPath, type PageRoute } from '../../lib/routes'
import type { PhaseHead } from '../../renderer/types'
import { getOverSocket, sharedTestApp, testEnv } from '../support/app'
import { jsonLd } from '../support/html'
import { aliasRoutes, pageRoutes, redirectRoutes } from '../support/routes'

// The foundation over real sockets: every page's head, redirects, not found, static assets, security headers.

const ORIGIN = 'https://onepitch.test'
const testApp = sharedTestApp()
const get = (url: string, headers: Record<string, string> = {}) => getOverSocket(testApp.app, url, headers)
const phaseHeads = import.meta.glob<{ default: (time: TimelineState) => PhaseHead }>('../../pages/*/+phaseHead.ts', {
  eager: true,
})
/** The title a page shows at the test server's moment: its +phaseHead.ts's, else its +config.ts's. */
const titleNow = (route: PageRoute) =>
  phaseHeads[`../../pages/${route.folder}/+phaseHead.ts`]?.default(timelineState(Date.parse(testEnv.PREVIEW_AT ?? '')))
    .title ?? route.title
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]

describe('every page of the route table', () => {
  it.each(pageRoutes.map((route) => [route.path, route] as const))(
    '%s has its head from the route table',
    async (_path, route) => {
      const response = await get(route.path)
      expect(response.statusCode).toBe(200)
      const html = response.body
      expect(html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true)
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1]
      expect(title).toBe(`${titleNow(route)} | OnePitch`.replaceAll('&', '&amp;'))
      expect(meta(html, 'name', 'description')).toBeTruthy()
      expect(meta(html, 'name', 'robots')).toBe(route.robots === 'index' ? 'index,follow' : 'noindex,nofollow')
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${canonicalPath(route)}"/>`)
      expect(meta(html, 'property', 'og:locale')).toBe('de_DE')
      expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}${canonicalPath(route)}`)
      expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/onepitch\.test\/.+\.png$/)
      expect(meta(html, 'property', 'og:image:width')).toBe('1200')
      expect(meta(html, 'property', 'og:image:height')).toBe('630')
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image')
      expect(meta(html, 'name', 'twitter:image')).toMatch(/^https:\/\/onepitch\.test\/.+\.png$/)
      const types = jsonLd(html).map((item) => item['@type'])
      const expected = (route.structuredData ?? []).map((kind) => (kind === 'Breadcrumbs' ? 'BreadcrumbList' : kind))
      expect(types).toEqual(expected)
    },
  )

  it.each(aliasRoutes.map((route) => [route.path, route.target] as const))(
    'alias %s renders %s with the primary canonical',
    async (path, target) => {
      const response = await get(path)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}${target}"/>`)
    },
  )

  it('loads no inline executable script on any page (CSP: script-src self)', async () => {
    for (const route of pageRoutes) {
      const html = (await get(route.path)).body
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        const isData = /type="application\/(ld\+)?json"/.test(tag)
        const isExternal = /\bsrc="\/[^"]+"/.test(tag)
        expect(isData || isExternal, `${route.path}: ${tag}`).toBe(true)
      }
      expect(html, route.path).not.toMatch(/\son[a-z]+="/)
    }
  })
})

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

describe('static assets', () => {
  it('serves hashed build assets precompressed and immutable', async () => {
    const html = (await get('/')).body
    const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    const css = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    expect(css).toBeTruthy()
    const br = await get(script!, { 'accept-encoding': 'br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const gzip = await get(css!, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves other public files with a one-day cache', async () => {
    const response = await get('/favicon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })

  it('revalidates HTML with an ETag and compresses it', async () => {
    await get('/impressum')
    const first = await get('/impressum', { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const second = await get('/impressum', { 'if-none-match': etag })
    expect(second.statusCode).toBe(304)
    // The cached page is compressed once and served as is: both encodings decode to the same document.
    const plain = (await testApp.app.inject({ method: 'GET', url: '/impressum' })).body
    const br = await testApp.app.inject({ method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain)
    const gzip = await testApp.app.inject({ method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain)
  })
})

describe('security headers', () => {
  it('sends a strict CSP and the hardening headers on pages', async () => {
    const response = await get('/')
    const csp = response.headers['content-security-policy'] as string
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]))
    expect(directives['script-src']).toBe("script-src 'self'")
    expect(directives['default-src']).toBe("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("frame-src 'none'")
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d+)/)
    expect(
      Number(/max-age=(\d+)/.exec(response.headers['strict-transport-security'] as string)?.[1]),
    ).toBeGreaterThanOrEqual(15552000)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(response.headers['permissions-policy']).toContain('autoplay=(self)')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['x-request-id']).toBeTruthy()
  })
})
