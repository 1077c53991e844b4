import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aliasRoutes, canonicalPath, pageRoutes, redirectRoutes, sitemapRoutes } from '../../pages/routes'
import { buildTestApp, type LogLine } from '../support/app'

const ORIGIN = 'https://onepitch.test'
let app: FastifyInstance
let logs: LogLine[]

beforeAll(async () => {
  ;({ app, logs } = await buildTestApp())
})
afterAll(() => app.close())

/** A real HTTP request through the server socket (supertest), shaped like an inject response. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await request(app.server)
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
  const body = Buffer.isBuffer(response.body) ? response.body.toString('utf8') : response.text
  return {
    statusCode: response.status,
    headers: response.headers as Record<string, string>,
    body,
    json: () => JSON.parse(body),
  }
}
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json ?? ''))

describe('every page of the route table', () => {
  it.each(pageRoutes.map((route) => [route.path, route] as const))(
    '%s has its head from the route table',
    async (_path, route) => {
      const response = await get(route.path)
      expect(response.statusCode).toBe(200)
      const html = response.body
      expect(html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true)
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1]
      expect(title).toBe(`${route.title} | OnePitch`.replaceAll('&', '&amp;'))
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
      const expected = (route.structuredData ?? []).map((item) =>
        item.type === 'Breadcrumbs' ? 'BreadcrumbList' : item.type,
      )
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
    const response = await app.inject({ method: 'GET', url: '//evil.example/' })
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
    const line = logs.find((entry) => entry.msg === 'page not found' && entry.path === '/gibt-es-nicht?x=1')
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
    const plain = (await app.inject({ method: 'GET', url: '/impressum' })).body
    const br = await app.inject({ method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain)
    const gzip = await app.inject({ method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'gzip' } })
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

describe('client events', () => {
  const post = (payload: string, contentType = 'application/json', ip = '10.0.0.1') =>
    app.inject({
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
    expect(logs.some((line) => line.msg === 'client event: video-load-error')).toBe(true)
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
    const response = await app.inject({ method: 'HEAD', url: '/impressum' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })
})
