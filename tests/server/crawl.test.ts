import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestApp, unlockCookie } from '../support/app'
import { findPageRoute, pageRoutes } from '../support/routes'

const testApp = sharedTestApp()
const cookies: Record<string, string> = {}

beforeAll(async () => {
  cookies['/jury-spotlight'] = await unlockCookie(testApp.app, '/jury-spotlight', 'jury')
  cookies['/scouts'] = await unlockCookie(testApp.app, '/scouts', 'scouts')
})

const decode = (value: string) => value.replaceAll('&amp;', '&')

/** GET with redirects followed (internal only); gated pages are fetched unlocked. */
async function fetchPage(path: string): Promise<{ status: number; html: string; finalPath: string }> {
  let current = path
  for (let hops = 0; hops < 5; hops++) {
    const route = findPageRoute(current)
    const headers = route?.gate ? { cookie: cookies[current] ?? '' } : {}
    const response = await testApp.app.inject({ method: 'GET', url: current, headers })
    const location = response.headers.location
    if (response.statusCode === 301 && typeof location === 'string') {
      if (!location.startsWith('/')) return { status: 200, html: '', finalPath: location } // external target
      current = location
      continue
    }
    return { status: response.statusCode, html: response.body, finalPath: current }
  }
  return { status: 508, html: '', finalPath: current }
}

describe('internal links', () => {
  it('every internal link and anchor reachable from / resolves', async () => {
    const queue = ['/']
    const seen = new Set<string>(queue)
    const pages = new Map<string, string>()
    const problems: string[] = []
    const anchors: { from: string; path: string; id: string }[] = []
    while (queue.length > 0) {
      const path = queue.shift()!
      const { status, html, finalPath } = await fetchPage(path)
      if (status !== 200) {
        problems.push(`${path} → ${status}`)
        continue
      }
      pages.set(path, html)
      if (finalPath !== path) pages.set(finalPath, html)
      if (!html.includes('<html')) continue // a file (PDF, ZIP, image)
      for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        const href = decode(raw ?? '')
        if (!href.startsWith('/') && !href.startsWith('#')) continue
        if (href.startsWith('//')) {
          problems.push(`${path}: protocol-relative link ${href}`)
          continue
        }
        const url = new URL(href, `https://onepitch.test${path}`)
        if (url.hash.length > 1)
          anchors.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) })
        const target = `${url.pathname}${url.search}`
        if (!seen.has(target)) {
          seen.add(target)
          queue.push(target)
        }
      }
    }
    for (const anchor of anchors) {
      const html = pages.get(anchor.path) ?? ''
      if (!html.includes(`id="${anchor.id}"`))
        problems.push(`${anchor.from}: #${anchor.id} does not exist on ${anchor.path}`)
    }
    const reachedFromHome = seen.size
    // Campaign landing pages are not linked from the navigation: check the links on them as well.
    for (const route of pageRoutes) {
      if (seen.has(route.path)) continue
      const { html } = await fetchPage(route.path)
      for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        const href = decode(raw ?? '')
        if (!href.startsWith('/') || href.startsWith('//')) continue
        const url = new URL(href, 'https://onepitch.test')
        const target = await fetchPage(`${url.pathname}${url.search}`)
        if (target.status !== 200) problems.push(`${route.path}: ${href} → ${target.status}`)
        else if (url.hash.length > 1 && !target.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
          problems.push(`${route.path}: ${href} has no such anchor`)
      }
      for (const [, id] of html.matchAll(/<a\b[^>]*\shref="#([^"]+)"/g))
        if (!html.includes(`id="${id}"`)) problems.push(`${route.path}: #${id} does not exist`)
    }
    expect(reachedFromHome, 'pages and files reached from /').toBeGreaterThan(20)
    expect(problems).toEqual([])
  }, 60_000)
})
