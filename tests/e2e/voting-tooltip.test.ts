import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, expectAccessible, PHONE } from './browser'
import { votingPage } from './voting-page'

// The prize tooltip of the ranking: hover and focus delays, Escape, taps.

const { openVoting } = votingPage()
afterAll(closeBrowser)

describe('the prize tooltip', () => {
  const trigger = (page: Page) => page.getByRole('button', { name: 'Preisgelder ansehen' })
  const tooltip = (page: Page) => page.locator('[role="tooltip"]')
  /** Whether the tooltip is visible once the page's fake clock has run `ms` further. */
  async function shownAfter(page: Page, ms: number) {
    await page.clock.runFor(ms)
    return tooltip(page).isVisible()
  }

  async function expectDescribes(page: Page) {
    const id = await tooltip(page).getAttribute('id')
    expect(id).toBeTruthy()
    expect(await trigger(page).getAttribute('aria-describedby')).toBe(id)
  }

  it('opens after 700 ms of hover, holds the three prizes and closes with Escape', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await expectDescribes(page)
    expect(await tooltip(page).isVisible()).toBe(false)
    await trigger(page).hover()
    expect(await shownAfter(page, 650)).toBe(false)
    expect(await shownAfter(page, 100)).toBe(true)
    const text = (await tooltip(page).textContent()) ?? ''
    expect(text).toContain('1. Platz5.000\u00a0€')
    expect(text).toContain('2. Platz2.500\u00a0€')
    expect(text).toContain('3. Platz1.000\u00a0€')
    // axe needs running timers; nothing closes an open tooltip by time.
    await page.clock.resume()
    await expectAccessible(page, 'wildcard voting with the prize tooltip open')
    expect(await tooltip(page).isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    expect(await tooltip(page).isVisible()).toBe(false)
  })

  it('opens after 700 ms of keyboard focus and closes on blur', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await trigger(page).focus()
    expect(await shownAfter(page, 690)).toBe(false)
    expect(await shownAfter(page, 20)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await tooltip(page).isVisible()).toBe(false)
  })

  it('re-opens at once within 300 ms after closing, and waits again after that', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await trigger(page).hover()
    expect(await shownAfter(page, 750)).toBe(true)

    await page.mouse.move(5, 5)
    expect(await tooltip(page).isVisible()).toBe(false)
    await page.clock.runFor(200)
    await trigger(page).hover()
    expect(await shownAfter(page, 1), 'skip delay: immediate').toBe(true)

    await page.mouse.move(5, 5)
    await page.clock.runFor(400)
    await trigger(page).hover()
    expect(await shownAfter(page, 300), 'after the skip window: delayed again').toBe(false)
    expect(await shownAfter(page, 450)).toBe(true)
  })

  it('stays open while the pointer moves onto it', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await trigger(page).hover()
    await page.clock.runFor(750)
    const box = await tooltip(page).boundingBox()
    expect(box).not.toBeNull()
    if (!box) return
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    expect(await shownAfter(page, 500)).toBe(true)
  })

  it('opens at once on a tap (phones have no hover)', async () => {
    const { page } = await openVoting(PHONE, { clock: true })
    await trigger(page).tap()
    expect(await shownAfter(page, 1)).toBe(true)
    expect(await tooltip(page).textContent()).toContain('5.000\u00a0€')
  })
})
