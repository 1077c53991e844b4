import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage, PHONE } from './browser'

afterAll(closeBrowser)

describe('community pill', () => {
  it('appears 3 s after load, and a dismissal hides it for 24 hours', async () => {
    // The pill is a desktop element: on phones the menu's banner invites (header-and-sign-up.test.ts).
    const { page, context } = await openPage(DESKTOP)
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
      await context.close()
    }
  })
})

describe('mobile menu', () => {
  it('opens with its button and closes by tapping the backdrop or the close button, without page JavaScript', async () => {
    const { page, context } = await openPage(PHONE)
    try {
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
    } finally {
      await context.close()
    }
  })

  it('is replaced by the desktop navigation on wide screens', async () => {
    const { page, context } = await openPage(DESKTOP)
    try {
      await page.goto('/')
      expect(await page.getByRole('button', { name: 'Menü öffnen' }).isVisible()).toBe(false)
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
      // The start page is the logo's link; the bar names the audiences, the event, the company and contact.
      const shown = await nav
        .locator('a')
        .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.textContent))
      expect(shown).toEqual(['Für Startups', 'Für Angels', 'Spotlight-Event', 'Über uns', 'Kontakt'])
    } finally {
      await context.close()
    }
  })
})

describe('islands', () => {
  it('loads no JavaScript beyond the shared entry on a page without islands', async () => {
    const { page, context } = await openPage(DESKTOP)
    try {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto('/impressum', { waitUntil: 'networkidle' })
      expect(scripts, scripts.join(', ')).toHaveLength(1)
      expect(scripts[0]).toMatch(/^\/assets\/entries\/renderer_client\.[\w-]+\.js$/)
    } finally {
      await context.close()
    }
  })

  it('hydrates the copy-code button: it copies and confirms for 2 s', async () => {
    const { page, context } = await openPage(DESKTOP)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.clock.install()
      await page.goto('/designguide')
      const island = page.locator('[data-island="CopyCodeButton"]').first()
      await island.scrollIntoViewIfNeeded()
      await page.clock.runFor(2500) // idle strategy
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-island="CopyCodeButton"]')?.dataset.hydrated === 'true',
      )
      await island.getByRole('button', { name: 'Code kopieren: Primärer Button' }).click()
      // The confirmation follows the clipboard's answer, which is asynchronous: wait for it, not for a moment.
      await island.getByRole('status').filter({ hasText: 'Code kopiert!' }).waitFor()
      expect(await island.getByRole('status').textContent()).toBe('Code kopiert!')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('class="btn-primary"')
      await page.clock.runFor(1900)
      expect(await island.getByRole('status').textContent()).toBe('Code kopiert!')
      await page.clock.runFor(200)
      expect(await island.getByRole('status').textContent()).toBe('')
    } finally {
      await context.close()
    }
  })

  it('steps the progress example by 10 from 65, within 0 and 100', async () => {
    const { page, context } = await openPage(DESKTOP)
    try {
      await page.goto('/designguide#animationen')
      const island = page.locator('[data-island="ProgressDemo"]')
      await island.scrollIntoViewIfNeeded()
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-island="ProgressDemo"]')?.dataset.hydrated === 'true',
      )
      const bar = island.getByRole('progressbar')
      expect(await bar.getAttribute('aria-valuenow')).toBe('65')
      for (let i = 0; i < 5; i++) await island.getByRole('button', { name: '+ 10' }).click({ force: true })
      expect(await bar.getAttribute('aria-valuenow')).toBe('100')
      expect(await island.getByRole('button', { name: '+ 10' }).isDisabled()).toBe(true)
      await island.getByRole('button', { name: '− 10' }).click()
      expect(await bar.getAttribute('aria-valuenow')).toBe('90')
    } finally {
      await context.close()
    }
  })
})

describe('home page', () => {
  it('falls back from a broken photo to the generated avatar, then to initials', async () => {
    const { page, context } = await openPage(DESKTOP)
    try {
      await context.route('**/images/founders/jonas-weber.svg', (route) => route.fulfill({ status: 404, body: '' }))
      await context.route('**/images/founders/felix-hartmann.svg', (route) => route.fulfill({ status: 404, body: '' }))
      await context.route('**/api/avatar?name=Felix*', (route) => route.fulfill({ status: 500, body: '' }))
      await page.goto('/', { waitUntil: 'networkidle' })
      const jonas = page.locator('img[alt="Jonas Weber"]')
      await page.waitForFunction(() =>
        document.querySelector('img[alt="Jonas Weber"]')?.getAttribute('src')?.startsWith('/api/avatar'),
      )
      expect(await jonas.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
      const felix = page.locator('img[alt="Felix Hartmann"]')
      await page.waitForFunction(
        () => (document.querySelector('img[alt="Felix Hartmann"]') as HTMLImageElement | null)?.hidden,
      )
      expect(await felix.locator('xpath=..').locator('[data-initials]').textContent()).toBe('FH')
      expect(await felix.locator('xpath=..').locator('[data-initials]').isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
