import { describe, expect, it } from 'vitest'
import { withoutTrailingSlash } from '../../server/plugins/redirects'
import { aliasRoutes, findPageRoute, pageRoutes, redirectRoutes, routes, sitemapRoutes } from '../support/routes'

describe('route table', () => {
  it('has one entry per path, each starting with a slash and without a trailing slash', () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path === '/' || /^\/[^?#]*[^/]$/.test(path), path).toBe(true)
  })

  it('points every alias at an existing page and every internal redirect at an existing route', () => {
    for (const alias of aliasRoutes) expect(findPageRoute(alias.target), alias.path).toBeDefined()
    for (const redirect of redirectRoutes) {
      const { target } = redirect
      if (typeof target === 'string' && target.startsWith('/'))
        expect(
          routes.some((r) => r.path === target.split('?')[0]),
          redirect.path,
        ).toBe(true)
    }
  })

  it('gives every page a German title and a description of sensible length', () => {
    for (const route of pageRoutes) {
      expect(route.title.length, route.path).toBeGreaterThan(2)
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50)
      expect(route.description.length, route.path).toBeLessThanOrEqual(200)
    }
  })

  it('gives every indexed page keywords', () => {
    const missing = pageRoutes.filter((route) => route.robots === 'index' && !(route.keywords?.length ?? 0))
    expect(missing.map((route) => route.path)).toEqual([])
  })

  it('keeps noindex, gated and non-canonical pages out of the sitemap', () => {
    for (const route of sitemapRoutes) {
      expect(route.robots).toBe('index')
      expect(route.gate).toBeUndefined()
      expect(route.canonical ?? route.path).toBe(route.path)
    }
  })
})

describe('withoutTrailingSlash', () => {
  it('strips trailing slashes and keeps the query', () => {
    expect(withoutTrailingSlash('/a/')).toBe('/a')
    expect(withoutTrailingSlash('/a//?x=1')).toBe('/a?x=1')
    expect(withoutTrailingSlash('/')).toBeUndefined()
    expect(withoutTrailingSlash('/a')).toBeUndefined()
    expect(withoutTrailingSlash('/a?next=/b/')).toBeUndefined()
  })

  it('never produces a protocol-relative location', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example')
    expect(withoutTrailingSlash('///evil.example//')).toBe('/evil.example')
  })
})
