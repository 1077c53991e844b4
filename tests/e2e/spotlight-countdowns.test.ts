import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { spotlightEvent } from '../../data/event'
import { closeBrowser, DESKTOP, HYDRATION_WAIT, islandAroundHydrated, openPage } from './browser'

// The hero and deadline countdowns of /spotlight on the server's clock.

afterAll(closeBrowser)

const hydrated = islandAroundHydrated
const DEADLINE = Date.parse(spotlightEvent.pitchDeadline)

describe('/spotlight countdowns', () => {
  const read = (page: Page, index: number) =>
    page.evaluate(
      (index) =>
        [...document.querySelectorAll('[data-countdown]')[index]!.querySelectorAll('[data-unit]')].map(
          (unit) => unit.textContent,
        ),
      index,
    )
  // React renders the clock's update asynchronously (scheduler), a moment after the fake timers ran.
  const settle = (page: Page) => page.waitForTimeout(150)
  /** The server clock's offset the countdown ticks on (PREVIEW_AT), from the island's props. */
  const offsetOf = (page: Page, index: number) =>
    page.evaluate(
      (index) =>
        JSON.parse(
          document.querySelectorAll('[data-countdown]')[index]?.closest<HTMLElement>('[data-island]')?.dataset.props ??
            '{}',
        ).clockOffsetMs as number,
      index,
    )

  // The test server stands in the voting phase: hero and deadline section both count to the pitch deadline.
  it.each([
    ['hero', 0],
    ['deadline section', 1],
  ] as const)(
    'the %s countdown ticks every second on the server clock and shows zeros after its target',
    async (_name, index) => {
      const { page, close } = await openPage(DESKTOP)
      try {
        await page.clock.install({ time: Date.now() })
        await page.goto('/spotlight')
        const countdown = page.locator('[data-countdown]').nth(index)
        expect(await countdown.locator('[data-countdown-target]').textContent()).toBe('bis 12.11.2025, 22:00\u00a0Uhr')
        await countdown.scrollIntoViewIfNeeded()
        await page.waitForFunction(
          (index) =>
            document.querySelectorAll('[data-countdown]')[index]?.closest<HTMLElement>('[data-island]')?.dataset
              .hydrated === 'true',
          index,
          { timeout: HYDRATION_WAIT, polling: 50 },
        )
        const offset = await offsetOf(page, index)

        // One hour before the target on the site's clock, then second by second.
        await page.clock.pauseAt(DEADLINE - offset - 60 * 60_000)
        await settle(page)
        expect(await read(page, index)).toEqual(['00', '01', '00', '00'])
        await page.clock.runFor(1000)
        await settle(page)
        expect(await read(page, index)).toEqual(['00', '00', '59', '59'])
        await page.clock.runFor(2000)
        await settle(page)
        expect(await read(page, index)).toEqual(['00', '00', '59', '57'])

        // Past the target: all zeros and the closing text instead of the target date.
        await page.clock.runFor(60 * 60_000)
        await settle(page)
        expect(await read(page, index)).toEqual(['00', '00', '00', '00'])
        await page.clock.runFor(5000)
        await settle(page)
        expect(await read(page, index)).toEqual(['00', '00', '00', '00'])
        expect(await countdown.locator('[data-countdown-target]').textContent()).toMatch(/beendet/)
      } finally {
        await close()
      }
    },
  )

  it('counts days before the target', async () => {
    const { page, close } = await openPage(DESKTOP)
    try {
      await page.clock.install({ time: Date.now() })
      await page.goto('/spotlight')
      await hydrated(page, '[data-countdown]')
      const offset = await offsetOf(page, 0)
      await page.clock.pauseAt(DEADLINE - offset - (2 * 24 * 60 + 5 * 60 + 6) * 60_000 - 7000)
      await settle(page)
      expect(await read(page, 0)).toEqual(['02', '05', '06', '07'])
      await page.clock.runFor(1000)
      await settle(page)
      expect(await read(page, 0)).toEqual(['02', '05', '06', '06'])
    } finally {
      await close()
    }
  })
})
