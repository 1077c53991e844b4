import { afterAll, describe, expect, it } from 'vitest'
import { defaultLinks } from '../../data/links'
import { aliasRoutes, pageRoutes } from '../../pages/routes'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  openPage,
  PHONE,
  realConsoleErrors,
  scrollThrough,
  withoutPill,
} from './browser'
import { imageProblems, layoutShift, missingIcons } from './page-checks'

const formHost = new URL(defaultLinks.formProvider).host
const paths = [
  ...pageRoutes.map((route) => ({ path: route.path, embedsForm: route.embedsForm ?? false })),
  ...aliasRoutes.map((route) => ({ path: route.path, embedsForm: false })),
]

afterAll(closeBrowser)

// Every route of the route table, at phone and desktop width: it renders, loads nothing from other hosts,
// logs no console error, has no failed request and no WCAG 2.2 AA violation.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every route at %s width', (_name, viewport) => {
  it.each(paths)('$path', async ({ path, embedsForm }) => {
    const watched = await openPage(viewport, { allowHosts: embedsForm ? [formHost] : [] })
    try {
      await withoutPill(watched.context)
      const response = await watched.page.goto(path, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      expect(await watched.page.locator('h1').first().isVisible(), 'visible h1').toBe(true)
      await watched.page.waitForTimeout(300) // fonts swapped in, visible islands hydrated
      expect(await layoutShift(watched.page), 'layout shift during load').toBeLessThan(0.01)
      await scrollThrough(watched.page)
      expect(await imageProblems(watched.page), 'image dimensions').toEqual([])
      expect(await missingIcons(watched.page), 'icons without CSS').toEqual([])
      await expectAccessible(watched.page, `${path} (${viewport.width}px)`)
      expect(realConsoleErrors(watched), 'console errors').toEqual([])
      expect(watched.failedRequests, 'failed requests').toEqual([])
      expect(watched.thirdPartyRequests, 'requests to other hosts').toEqual([])
    } finally {
      await watched.context.close()
    }
  })
})
