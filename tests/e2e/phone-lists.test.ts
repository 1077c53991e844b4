import { afterAll, describe, expect, it } from 'vitest'
import { votingStartups } from '../../data/voting'
import { closeBrowser, DESKTOP, PHONE, visitsPerTest } from './browser'

// Long lists stay short on phones: the voting ranking shows its top five and opens on request (no script
// needed); desktops show every entry.

afterAll(closeBrowser)

const { visit } = visitsPerTest()

const shownCards = (page: import('playwright-core').Page) =>
  page.evaluate(
    () => [...document.querySelectorAll<HTMLElement>('li[data-startup]')].filter((li) => li.checkVisibility()).length,
  )

describe('the voting ranking', () => {
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('shows the top five on a phone and all after "Alle anzeigen" (%s)', async (_name, javaScriptEnabled) => {
    const { page } = await visit('/wildcard-voting', PHONE, { javaScriptEnabled })
    expect(await shownCards(page)).toBe(5)
    const more = page.locator('[data-voting-more] > summary')
    expect(await more.textContent()).toContain(`Alle ${votingStartups.length} Startups anzeigen`)
    await more.click()
    expect(await shownCards(page)).toBe(votingStartups.length)
    expect(await more.textContent()).toContain('Weniger anzeigen')
  })

  it('shows a card that is the link’s target even while the list is closed', async () => {
    const last = votingStartups.at(-1)?.id
    const { page } = await visit(`/wildcard-voting#startup-${last}`, PHONE, { javaScriptEnabled: false })
    expect(await page.locator(`li[data-startup="${last}"]`).isVisible()).toBe(true)
  })

  it('shows every card on a desktop, without the toggle', async () => {
    const { page } = await visit('/wildcard-voting', DESKTOP)
    expect(await shownCards(page)).toBe(votingStartups.length)
    expect(await page.locator('[data-voting-more]').isVisible()).toBe(false)
  })
})
