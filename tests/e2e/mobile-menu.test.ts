import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage, PHONE, visitsPerTest } from './browser'

afterAll(closeBrowser)
const { track } = visitsPerTest()

describe('mobile menu', () => {
  it('opens with its button and closes by tapping the backdrop or the close button, without page JavaScript', async () => {
    const { page, context } = track(await openPage(PHONE))
    await context.route('**/*.js', (route) => route.abort()) // the menu must work without JavaScript
    await page.goto('/impressum')
    const menu = page.locator('#mobile-menu')
    expect(await menu.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Spotlight-Event' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Early Access', exact: true }).getAttribute('href')).toBe(
      '/early-access',
    )
    expect(await menu.getByRole('link', { name: /^Login/ }).getAttribute('target')).toBe('_blank')
    expect(await menu.getByRole('link', { name: /Spotlight-Community/ }).isVisible()).toBe(true)
    await page.mouse.click(10, 400) // the backdrop, left of the panel
    await page.waitForFunction(() => !document.querySelector('#mobile-menu:popover-open'))
    await menu.waitFor({ state: 'hidden' }) // after the slide-out transition
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    await menu.getByRole('button', { name: 'Menü schließen' }).click()
    await page.waitForFunction(() => !document.querySelector('#mobile-menu:popover-open'))
  })

  it('is replaced by the desktop navigation on wide screens', async () => {
    const { page } = track(await openPage(DESKTOP))
    await page.goto('/')
    expect(await page.getByRole('button', { name: 'Menü öffnen' }).isVisible()).toBe(false)
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    // The start page is the logo's link; the bar names the audiences, the event, the company and contact.
    const shown = await nav
      .locator('a')
      .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.textContent))
    expect(shown).toEqual(['Für Startups', 'Für Angels', 'Spotlight-Event', 'Über uns', 'Kontakt'])
  })
})
