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
  openRequests,
  PHONE,
  pageState,
  realConsoleErrors,
  resumeAnimations,
  scrollThrough,
  type Watched,
  withoutPill,
} from './browser'
import {
  clippedEdges,
  earlyAccessLinksLeaving,
  endlessAnimations,
  expectPhoneFit,
  headerControls,
  imageProblems,
  layoutShift,
  loadSettled,
  missingIcons,
  smallPrivacyNotes,
} from './page-checks'

const formHost = new URL(defaultLinks.formProvider).host
/** How long one visit may take before it reports where it hangs (the test itself ends at 120 s). */
const VISIT_LIMIT = 100_000
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

/**
 * Opens `path` at `viewport` with the community pill dismissed, expects its status, waits until loading has
 * settled and runs `check`; then no console error (but the `consoleErrors` expected), no failed request and no
 * request to another host may have happened.
 */
async function visitChecked(
  viewport: typeof PHONE,
  path: string,
  check: (watched: Watched, step: (name: string) => void) => Promise<void>,
  { status = 200, allowHosts = [] as string[], consoleErrors = [] as unknown[] } = {},
) {
  const watched = await openPage(viewport, { allowHosts })
  // A visit takes 1–3 s; one that hangs says in which step and with which requests open, before the test's
  // own timeout (120 s) would end it without a word.
  let current = 'opening'
  const step = (name: string) => {
    current = name
  }
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      const requests = openRequests(watched.page).join(', ') || 'none'
      const state = await pageState(watched.page)
      reject(
        new Error(
          `${path} (${viewport.width}px) hung for ${VISIT_LIMIT / 1000} s in step "${current}"; open requests: ${requests}; ${state}`,
        ),
      )
    }, VISIT_LIMIT)
  })
  const visit = async () => {
    await withoutPill(watched.context)
    step('loading')
    const response = await watched.page.goto(path, { waitUntil: 'load' })
    expect(response?.status()).toBe(status)
    step('settling (network, islands, animations)')
    await loadSettled(watched.page)
    expect(await watched.page.locator('h1').first().isVisible(), 'visible h1').toBe(true)
    await check(watched, step)
    expect(realConsoleErrors(watched), 'console errors').toEqual(consoleErrors)
    expect(watched.failedRequests, 'failed requests').toEqual([])
    expect(watched.thirdPartyRequests, 'requests to other hosts').toEqual([])
  }
  try {
    await Promise.race([visit(), hung])
  } finally {
    clearTimeout(timer)
    await watched.close()
  }
}

// Every route of the route table, at phone and desktop width: it renders, loads nothing from other hosts,
// logs no console error, has no failed request and no WCAG 2.2 AA violation; no early-access link leaves the
// site, privacy notes are at least 13 px; on a phone the header holds at most three controls, nothing scrolls
// sideways and every target is at least 24 px; no motion that starts by itself lasts over five seconds.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every route at %s width', (_name, viewport) => {
  it.each(paths)('$path', async ({ path, embedsForm }) => {
    await visitChecked(
      viewport,
      path,
      async ({ page }, step) => {
        step('layout shift and motion')
        expect(await layoutShift(page), 'layout shift during load').toBeLessThan(0.01)
        expect(await endlessAnimations(page), 'motion lasting over 5 s').toEqual([])
        // Contrast half way through every entrance animation running now: none may pass through a faded state.
        step('contrast half way through the animations')
        const frozen = await freezeAnimationsHalfway(page)
        if (frozen > 0)
          await expectAccessible(
            page,
            `${path} (${viewport.width}px), ${frozen} animations half way`,
            ['color-contrast'],
            FROZEN,
          )
        await resumeAnimations(page)
        await scrollThrough(page, step)
        step('page checks')
        expect(await imageProblems(page), 'image dimensions').toEqual([])
        expect(await missingIcons(page), 'icons without CSS').toEqual([])
        expect(await earlyAccessLinksLeaving(page), 'early-access links leaving the site').toEqual([])
        expect(await smallPrivacyNotes(page), 'privacy notes under 13 px').toEqual([])
        expect(await clippedEdges(page), 'card edges cut off by their section').toEqual([])
        // Logo, one call to action and the menu on phones; logo, navigation and two account links on desktops.
        const controls = await headerControls(page)
        if (viewport === PHONE) {
          expect(controls.length, `header controls: ${controls.join(', ')}`).toBeLessThanOrEqual(3)
          await expectPhoneFit(page)
        }
        step('axe')
        await expectAccessible(page, `${path} (${viewport.width}px)`)
      },
      { allowHosts: embedsForm ? [formHost] : [] },
    )
  })
})

// An alias answers with its target's page byte for byte (tests/server/page-heads.test.ts), checked in full above:
// here only that it loads and hydrates at the alias's own path without an error or a failed request.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every alias at %s width', (_name, viewport) => {
  it.each(aliasRoutes)('$path (the page of $target)', async ({ path }) => {
    await visitChecked(viewport, path, async () => undefined)
  })
})

// The not-found page, as a visitor with a broken link sees it (a path the watcher knows to answer 404).
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the not-found page at %s width', (_name, viewport) => {
  it('renders its card, heading and ways on, accessibly', async () => {
    await visitChecked(
      viewport,
      '/__expected-404-veralteter-link',
      async ({ page }) => {
        expect(await page.locator('h1').innerText()).toBe('Seite nicht gefunden')
        expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true)
        expect(await page.getByRole('navigation', { name: 'Oder direkt weiter zu' }).getByRole('link').count()).toBe(3)
        if (viewport === PHONE) await expectPhoneFit(page)
        expect(await missingIcons(page), 'icons without CSS').toEqual([])
        await expectAccessible(page, `not-found page (${viewport.width}px)`)
      },
      // The browser reports the document's own 404 as a failed resource: that one line only.
      { status: 404, consoleErrors: [expect.stringContaining('status of 404')] },
    )
  })
})
