import { describe, expect, it } from 'vitest'
import { defaultLinks } from '../../data/links'
import { type Route, redirectTarget } from '../../lib/routes'
import { routes } from '../support/routes'

// Every path named in the two spec documents, written out by hand so the route table cannot drift away
// from them: the route table and the additional linked targets of both specification documents.

/** The Spotlight event's pages, which both documents list in this order. */
const spotlightPages = [
  '/spotlight',
  '/partner-spotlight',
  '/jury-spotlight',
  '/jury-form',
  '/startup-partner',
  '/startup-partner/form',
  '/mediadaten-spotlight',
  '/scouts',
  '/scouts-form',
]

const spec000 = [
  '/',
  '/old-home',
  '/LP1',
  '/startups',
  '/angels',
  '/angel1',
  '/angel2',
  '/angels-new',
  '/accelerator',
  ...spotlightPages,
  '/thank-you',
  '/form-acc',
  '/form-acc-danke',
  '/wildcard',
  '/wildcard-share',
  '/video-tipps',
  '/dashboard',
  '/designguide',
  '/design-system',
  '/bits',
  '/early-access',
  '/impressum',
  '/about',
  '/ueber-uns',
  '/presse',
  '/kontakt',
  '/plattform',
  '/apply',
  // additional linked targets
  '/spotlight-registration',
  '/wildcard-voting',
]

const spec001 = [
  ...spotlightPages,
  '/wildcard-voting',
  '/wildcard',
  '/wildcard-share',
  '/video-tipps',
  '/spotlight-registration',
  '/presse',
  '/kontakt',
  '/contact',
  '/dashboard',
  '/designguide',
  '/design-system',
  '/bits',
  '/form-acc',
  '/form-acc-danke',
  '/about',
  '/startups',
  '/angels',
]

/** Pages the specs mark as not indexed. */
const notIndexed = [
  '/thank-you',
  '/form-acc',
  '/form-acc-danke',
  '/jury-spotlight',
  '/jury-form',
  '/startup-partner',
  '/scouts-form',
  '/dashboard',
  '/designguide',
]

const byPath = new Map<string, Route>(routes.map((route) => [route.path, route]))
const targetOf = (route: Route | undefined) =>
  route?.kind === 'redirect' ? redirectTarget(route, defaultLinks) : route?.kind === 'alias' ? route.target : undefined

describe('route table against the spec documents', () => {
  it.each([...new Set([...spec000, ...spec001])])('answers %s', (path) => {
    expect(
      byPath.has(path),
      `${path} is missing from the route table (pages/*/+config.ts, pages/aliases-and-redirects.ts)`,
    ).toBe(true)
  })

  it('has every path of both documents (one list of the missing ones)', () => {
    const missing = [...new Set([...spec000, ...spec001])].filter((path) => !byPath.has(path))
    expect(missing).toEqual([])
  })

  it('sends /LP1 to /startups and /contact to /kontakt permanently', () => {
    expect(byPath.get('/LP1')?.kind).toBe('redirect')
    expect(targetOf(byPath.get('/LP1'))).toBe('/startups')
    expect(byPath.get('/contact')?.kind).toBe('redirect')
    expect(targetOf(byPath.get('/contact'))).toBe('/kontakt')
  })

  it('renders /angel1 as /angels and /wildcard as /wildcard-voting', () => {
    expect(byPath.get('/angel1')?.kind).toBe('alias')
    expect(targetOf(byPath.get('/angel1'))).toBe('/angels')
    expect(byPath.get('/wildcard')?.kind).toBe('alias')
    expect(targetOf(byPath.get('/wildcard'))).toBe('/wildcard-voting')
  })

  it('shows /about and /ueber-uns as the same screen', () => {
    const about = byPath.get('/about')
    const ueberUns = byPath.get('/ueber-uns')
    const pages = [about, ueberUns].filter((route) => route?.kind === 'page')
    const aliases = [about, ueberUns].filter((route) => route?.kind === 'alias')
    expect(pages).toHaveLength(1)
    expect(aliases).toHaveLength(1)
    expect(targetOf(aliases[0])).toBe(pages[0]?.path)
  })

  it.each(notIndexed)('marks %s as noindex', (path) => {
    const route = byPath.get(path)
    expect(route?.kind, `${path} should be a page`).toBe('page')
    if (route?.kind === 'page') expect(route.robots).toBe('noindex')
  })

  it('keeps /presse canonical to itself with Organization and breadcrumb data', () => {
    const route = byPath.get('/presse')
    expect(route?.kind).toBe('page')
    if (route?.kind !== 'page') return
    expect(route.canonical ?? route.path).toBe('/presse')
    expect(route.structuredData).toEqual(expect.arrayContaining(['Organization', 'Breadcrumbs']))
  })
})
