import { describe, expect, it } from 'vitest'
import { type TimelineState, timelineState } from '../../data/timeline'
import { canonicalPath, type PageRoute } from '../../lib/routes'
import type { PhaseHead } from '../../renderer/types'
import { getOverSocket, sharedTestApp, testEnv } from '../support/app'
import { jsonLd } from '../support/html'
import { aliasRoutes, pageRoutes } from '../support/routes'

// Every page's head over a real socket: title, description, canonical, robots, Open Graph, structured data.

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

  // The same page byte for byte: the browser sweep (tests/e2e/routes.test.ts) checks each alias's page fully at
  // its target's path and only that it loads and hydrates cleanly at the alias's.
  it.each(aliasRoutes.map((route) => [route.path, route.target] as const))(
    'alias %s renders the page of %s, with the primary canonical',
    async (path, target) => {
      const response = await get(path)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}${target}"/>`)
      expect(response.body).toBe((await get(target)).body)
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
