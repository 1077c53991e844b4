import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, expectAccessible, FROZEN, freezeAnimationsHalfway, openPage } from './browser'

afterAll(closeBrowser)

/** /impressum with the pill shown at once, without its 3 s wait. */
async function showPill(page: Page) {
  await page.goto('/impressum', { waitUntil: 'load' })
  await page.evaluate(() => {
    const pill = document.getElementById('community-pill')
    if (pill) pill.hidden = false
  })
}

describe('community pill', () => {
  it('appears 3 s after load, and a dismissal hides it for 24 hours', async () => {
    // The pill is a desktop element: on phones the menu's banner invites (header-and-sign-up.test.ts).
    const { page, close } = await openPage(DESKTOP)
    try {
      await page.clock.install({ time: new Date('2026-03-02T10:00:00+01:00') })
      await page.clock.pauseAt(new Date('2026-03-02T10:00:01+01:00')) // no time passes while the page loads
      await page.goto('/impressum')
      const pill = page.locator('#community-pill')
      await page.clock.runFor(2900)
      expect(await pill.isVisible()).toBe(false)
      await page.clock.runFor(200)
      expect(await pill.isVisible()).toBe(true)
      const href = await pill.locator('a').getAttribute('href')
      expect(new URL(href ?? '').searchParams.get('utm_content')).toBe('floating_pill')

      await pill.getByRole('button', { name: 'Hinweis ausblenden' }).click()
      expect(await pill.isVisible()).toBe(false)
      expect(Number(await page.evaluate(() => localStorage.getItem('wa_pill_dismissed')))).toBeGreaterThan(0)

      await page.reload()
      await page.waitForLoadState('load')
      await page.clock.runFor(5000)
      expect(await pill.isVisible(), 'still dismissed after a reload').toBe(false)

      await page.clock.fastForward('24:00:00')
      await page.reload()
      await page.waitForLoadState('load')
      expect(await pill.isVisible(), 'not before 3 s').toBe(false)
      await page.clock.runFor(3100)
      expect(await pill.isVisible(), 'back after 24 h').toBe(true)
    } finally {
      await close()
    }
  })

  // Session 28: four reviewers read the standing × badge as a stray second control over the content. With a mouse it
  // shows while the pointer is on the button or a key has focused it; the dismissal above still works (click hovers).
  it('shows its × on hover and on keyboard focus, not standing beside the button', async () => {
    const { page, close } = await openPage(DESKTOP)
    try {
      await showPill(page)
      const dismiss = page.locator('#community-pill [data-pill-dismiss]')
      const opacity = () => dismiss.evaluate((element) => getComputedStyle(element).opacity)
      await page.mouse.move(10, 10)
      await expect.poll(opacity).toBe('0')
      await page.locator('#community-pill a').hover()
      await expect.poll(opacity).toBe('1')
      await page.mouse.move(10, 10)
      await expect.poll(opacity).toBe('0')
      await page.locator('#community-pill a').focus()
      await expect.poll(opacity).toBe('1')
    } finally {
      await close()
    }
  })

  // It appears whenever a visitor has spent 3 s on a page, so also while someone measures the page: its entrance
  // may move and scale it, never fade its words below AA contrast (it once faded in from opacity 0).
  it('keeps AA contrast half way through its entrance', async () => {
    const { page, close } = await openPage(DESKTOP)
    try {
      await showPill(page)
      await freezeAnimationsHalfway(page)
      await expectAccessible(page, 'community pill half way in', ['color-contrast'], '#community-pill')
      expect(await page.locator(`#community-pill${FROZEN}, #community-pill ${FROZEN}`).count()).toBe(0)
    } finally {
      await close()
    }
  })
})
