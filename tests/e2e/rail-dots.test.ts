import { afterAll, describe, expect, it } from 'vitest'
import { startupPartnerAngels } from '../../pages/startup-partner/copy'
import { closeBrowser, DESKTOP, PHONE, visitsPerTest } from './browser'

// Card rails on phones carry position dots (components/sections/rail-dots.ts): they follow a swipe, scroll the
// rail on a tap and are gone from 640 px, where the rail is a grid. One page visit (the browser suite's time).

afterAll(closeBrowser)

const { visit } = visitsPerTest()

describe('the position dots under a card rail', () => {
  it('mark the card in view, scroll back to the first on a tap and are hidden on a desktop', async () => {
    // /startup-partner's angels: the site's card rails are its people lists (the other lists stack their cards;
    // /spotlight's jury is a list of rows on phones since session 30).
    const { page, consoleErrors } = await visit('/startup-partner', PHONE)
    const label = startupPartnerAngels.listLabel
    const rail = page.getByRole('list', { name: label, exact: true })
    const dots = page.getByRole('group', { name: `Position in ${label}` })
    const cards = await rail.locator(':scope > li').count()
    expect(cards).toBeGreaterThan(2)
    const dot = (number: number) => dots.getByRole('button', { name: `Karte ${number} von ${cards}` })
    await expect.poll(() => dots.getByRole('button').count()).toBe(cards)
    expect(await dot(1).getAttribute('aria-current')).toBe('true')
    const box = await dot(2).boundingBox()
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24)

    // A swipe to the third card.
    await rail.evaluate((list) => {
      list.scrollLeft = (list.children[2] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft
    })
    await expect.poll(() => dot(3).getAttribute('aria-current')).toBe('true')
    expect(await dots.locator('[aria-current]').count()).toBe(1)

    await dot(1).click()
    await expect.poll(() => rail.evaluate((list) => list.scrollLeft)).toBe(0)
    await expect.poll(() => dot(1).getAttribute('aria-current')).toBe('true')

    await page.setViewportSize(DESKTOP)
    await expect.poll(() => dots.isVisible()).toBe(false)
    expect(consoleErrors).toEqual([])
  })
})
