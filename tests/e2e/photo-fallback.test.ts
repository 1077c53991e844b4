import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage } from './browser'

afterAll(closeBrowser)

describe('people photos', () => {
  it('falls back from a broken photo to the generated avatar, then to initials', async () => {
    const { page, context, close } = await openPage(DESKTOP)
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
      await close()
    }
  })
})
