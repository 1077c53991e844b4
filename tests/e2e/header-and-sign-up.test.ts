import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, PHONE, visitsPerTest } from './browser'
import { headerControls } from './page-checks'

// The header leads to the two audiences and to the one sign-up on this site; on phones it holds the logo, that
// sign-up and the menu, and the community invitation lives in the menu instead of a floating pill.

afterAll(closeBrowser)

const { visit } = visitsPerTest()

describe('the header', () => {
  it('names both audiences, the event, the company and contact, and signs up on this site (desktop)', async () => {
    const { page } = await visit('/impressum', DESKTOP)
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    const links = await nav
      .locator('a')
      .evaluateAll((anchors) =>
        anchors
          .filter((anchor) => anchor.checkVisibility())
          .map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute('href')]),
      )
    expect(links).toEqual([
      ['Für Startups', '/startups'],
      ['Für Angels', '/angels'],
      ['Spotlight-Event', '/spotlight'],
      ['Über uns', '/ueber-uns'],
      ['Kontakt', '/kontakt'],
    ])
    const signUp = page.locator('header').getByRole('link', { name: 'Early Access', exact: true })
    expect(await signUp.getAttribute('href')).toBe('/early-access')
    expect(await signUp.getAttribute('target')).toBeNull()
    const login = page.locator('header').getByRole('link', { name: /^Login/ })
    expect(await login.getAttribute('target')).toBe('_blank')
    // No header entry stands for the legal notice (the footer's own link to it is marked instead).
    expect(await page.locator('header [aria-current="page"]').count()).toBe(0)
    expect(await page.locator('footer [aria-current="page"]').allTextContents()).toEqual(['Impressum'])

    await page.goto('/angels')
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Für Angels')
    // A page of an entry's section marks the entry as the current section (not as this page), in the same look.
    await page.goto('/angel2')
    expect(await nav.locator('[aria-current]').allTextContents()).toEqual(['Für Angels'])
    expect(await nav.locator('[aria-current]').getAttribute('aria-current')).toBe('true')
    expect(await nav.locator('[aria-current]').evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
      'rgb(233, 237, 245)',
    )
    await page.goto('/wildcard-voting')
    expect(await nav.locator('[aria-current]').allTextContents()).toEqual(['Spotlight-Event'])
  })

  it('holds the logo, the sign-up and the menu on a phone, and no pill even after 3 s', async () => {
    const { page } = await visit('/', PHONE, { prepare: ({ page }) => page.clock.install() })
    await page.clock.runFor(3500)
    expect(await headerControls(page)).toEqual(['OnePitch\u00a0– zur Startseite', 'Early Access', 'Menü öffnen'])
    expect(await page.locator('#community-pill').isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.getByRole('dialog', { name: 'Menü' })
    await expect.poll(() => menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: /Spotlight-Community/ }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Für Startups' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Start', exact: true }).isVisible()).toBe(true)
  })
})

describe('/ueber-uns', () => {
  it('introduces the team before the questions', async () => {
    const { page } = await visit('/ueber-uns', PHONE)
    // The team's section (#team) comes before the FAQ's.
    const order = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('main > section, main section')]
      const team = document.getElementById('team')
      const faq = document.querySelector('details[name="ueber-uns-faq"]')?.closest('section')
      return { team: team ? sections.indexOf(team) : -1, faq: faq ? sections.indexOf(faq) : -1 }
    })
    expect(order.team).toBeGreaterThanOrEqual(0)
    expect(order.faq).toBeGreaterThan(order.team)
  })
})
