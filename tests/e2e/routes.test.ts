import { afterAll, describe, expect, it } from 'vitest'
import { defaultLinks } from '../../data/links'
import { aliasRoutes, pageRoutes } from '../support/routes'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  FROZEN,
  freezeAnimationsHalfway,
  openPage,
  PHONE,
  realConsoleErrors,
  resumeAnimations,
  scrollThrough,
  withoutPill,
} from './browser'
import {
  earlyAccessLinksLeaving,
  endlessAnimations,
  headerControls,
  imageProblems,
  layoutShift,
  loadSettled,
  missingIcons,
  smallPrivacyNotes,
  smallTargets,
} from './page-checks'

const formHost = new URL(defaultLinks.formProvider).host
const paths = pageRoutes.map((route) => ({ path: route.path, embedsForm: route.embedsForm ?? false }))

afterAll(closeBrowser)

// The sweep below passes only if its checks can fail: the same check on a page given two known violations.
it('the accessibility check reports violations it is given', async () => {
  const watched = await openPage(PHONE)
  try {
    await watched.page.goto('/impressum', { waitUntil: 'load' })
    await watched.page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('afterbegin', '<img src="/favicon.svg" width="8" height="8"><button></button>'),
    )
    const failure = await expectAccessible(watched.page, 'impressum with faults').then(
      () => undefined,
      (error: { actual?: unknown }) => error,
    )
    expect(JSON.stringify(failure?.actual)).toMatch(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/)
  } finally {
    await watched.close()
  }
})

// Every route of the route table, at phone and desktop width: it renders, loads nothing from other hosts,
// logs no console error, has no failed request and no WCAG 2.2 AA violation; no early-access link leaves the
// site, privacy notes are at least 13 px; on a phone the header holds at most three controls, nothing scrolls
// sideways and every target is at least 24 px; no motion that starts by itself lasts over five seconds.
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
      await loadSettled(watched.page)
      expect(await layoutShift(watched.page), 'layout shift during load').toBeLessThan(0.01)
      expect(await endlessAnimations(watched.page), 'motion lasting over 5 s').toEqual([])
      // Contrast half way through every entrance animation running now: none may pass through a faded state.
      const frozen = await freezeAnimationsHalfway(watched.page)
      if (frozen > 0)
        await expectAccessible(
          watched.page,
          `${path} (${viewport.width}px), ${frozen} animations half way`,
          ['color-contrast'],
          FROZEN,
        )
      await resumeAnimations(watched.page)
      await scrollThrough(watched.page)
      expect(await imageProblems(watched.page), 'image dimensions').toEqual([])
      expect(await missingIcons(watched.page), 'icons without CSS').toEqual([])
      expect(await earlyAccessLinksLeaving(watched.page), 'early-access links leaving the site').toEqual([])
      expect(await smallPrivacyNotes(watched.page), 'privacy notes under 13 px').toEqual([])
      // Logo, one call to action and the menu on phones; logo, navigation and two account links on desktops.
      const controls = await headerControls(watched.page)
      if (viewport === PHONE) {
        expect(controls.length, `header controls: ${controls.join(', ')}`).toBeLessThanOrEqual(3)
        const width = await watched.page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, 'page width (sideways scrolling)').toBeLessThanOrEqual(PHONE.width)
        expect(await smallTargets(watched.page), 'targets under 24×24 px').toEqual([])
      }
      await expectAccessible(watched.page, `${path} (${viewport.width}px)`)
      expect(realConsoleErrors(watched), 'console errors').toEqual([])
      expect(watched.failedRequests, 'failed requests').toEqual([])
      expect(watched.thirdPartyRequests, 'requests to other hosts').toEqual([])
    } finally {
      await watched.close()
    }
  })
})

// An alias answers with its target's page byte for byte (tests/server/page-heads.test.ts), checked in full above:
// here only that it loads and hydrates at the alias's own path without an error or a failed request.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every alias at %s width', (_name, viewport) => {
  it.each(aliasRoutes)('$path (the page of $target)', async ({ path }) => {
    const watched = await openPage(viewport)
    try {
      await withoutPill(watched.context)
      const response = await watched.page.goto(path, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      expect(await watched.page.locator('h1').first().isVisible(), 'visible h1').toBe(true)
      await loadSettled(watched.page)
      expect(realConsoleErrors(watched), 'console errors').toEqual([])
      expect(watched.failedRequests, 'failed requests').toEqual([])
      expect(watched.thirdPartyRequests, 'requests to other hosts').toEqual([])
    } finally {
      await watched.close()
    }
  })
})

// The not-found page, as a visitor with a broken link sees it (a path the watcher knows to answer 404).
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the not-found page at %s width', (_name, viewport) => {
  it('renders its card, heading and ways on, accessibly', async () => {
    const watched = await openPage(viewport)
    try {
      await withoutPill(watched.context)
      const response = await watched.page.goto('/__expected-404-veralteter-link', { waitUntil: 'load' })
      expect(response?.status()).toBe(404)
      await loadSettled(watched.page)
      expect(await watched.page.locator('h1').innerText()).toBe('Seite nicht gefunden')
      expect(await watched.page.getByText('404', { exact: true }).isVisible()).toBe(true)
      expect(await watched.page.getByRole('navigation', { name: 'Swipe weiter zu' }).getByRole('link').count()).toBe(3)
      if (viewport === PHONE) {
        const width = await watched.page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, 'page width (sideways scrolling)').toBeLessThanOrEqual(PHONE.width)
        expect(await smallTargets(watched.page), 'targets under 24×24 px').toEqual([])
      }
      expect(await missingIcons(watched.page), 'icons without CSS').toEqual([])
      await expectAccessible(watched.page, `not-found page (${viewport.width}px)`)
      // The browser reports the document's own 404 as a failed resource: that one line only.
      expect(realConsoleErrors(watched), 'console errors').toEqual([expect.stringContaining('status of 404')])
      expect(watched.failedRequests, 'failed requests').toEqual([])
      expect(watched.thirdPartyRequests, 'requests to other hosts').toEqual([])
    } finally {
      await watched.close()
    }
  })
})
