import { afterAll, describe, expect, it } from 'vitest'
import { scoutRoundCopy } from '../../pages/scouts/copy'
import { testEnv } from '../support/app'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  openPage,
  PHONE,
  realConsoleErrors,
  scrollThrough,
  visitsPerTest,
} from './browser'

const WRONG = 'Falsches Passwort. Bitte versuche es erneut.'
const RATE_LIMITED = 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.'
const RED_600 = 'rgb(220, 38, 38)'

afterAll(closeBrowser)
const { track } = visitsPerTest()

describe('scout gate in the browser (390 px)', () => {
  it('wrong passphrase, typing clears the error, right passphrase unlocks, a reload stays unlocked', async () => {
    const watched = track(await openPage(PHONE))
    const { page, context } = watched
    const first = await page.goto('/scouts', { waitUntil: 'load' })
    expect(first?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('Geschützter Bereich')
    expect(await page.getByText(scoutRoundCopy.closed.title).count()).toBe(0)
    await expectAccessible(page, '/scouts locked')

    const input = page.locator('input[name="passphrase"]')
    // Read once the field's colour transition has ended: mid-transition it still shows the colour it leaves.
    const border = () =>
      input.evaluate(async (el) => {
        await Promise.all(el.getAnimations().map((transition) => transition.finished))
        return getComputedStyle(el).borderTopColor
      })
    expect(await border()).not.toBe(RED_600)

    // Wrong passphrase: the server answers 401 with the message, the field is marked red.
    await input.fill('ganz-falsch')
    const [wrong] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Zugang erhalten' }).click(),
    ])
    expect(wrong.status()).toBe(401)
    await page.waitForLoadState('load')
    const alert = page.getByRole('alert')
    expect(await alert.textContent()).toBe(WRONG)
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    expect(await border()).toBe(RED_600)
    expect(await page.getByText(scoutRoundCopy.closed.title).count()).toBe(0)
    await expectAccessible(page, '/scouts wrong passphrase')

    // The next keystroke clears the error (once the enhancer is loaded).
    await page.waitForSelector('[data-gate-form][data-enhanced="true"]')
    await input.press('a')
    expect(await page.getByText(WRONG).count()).toBe(0)
    expect(await input.getAttribute('aria-invalid')).toBeNull()
    expect(await border()).not.toBe(RED_600)

    // Right passphrase: 303 back to the page, which now shows the scout programme.
    await input.fill(testEnv.SCOUTS_PASSPHRASE)
    await Promise.all([page.waitForURL('**/scouts'), page.getByRole('button', { name: 'Zugang erhalten' }).click()])
    await page.waitForLoadState('load')
    expect(await page.locator('h1').textContent()).toContain('Dein Netzwerk ist mehr wert')
    expect(await page.getByRole('heading', { name: scoutRoundCopy.closed.title }).isVisible()).toBe(true)
    expect(await page.locator('input[name="passphrase"]').count()).toBe(0)
    // The tests' clock (5 November) is after the scout round: the page offers the next one, no places count.
    expect(await page.getByRole('progressbar').count()).toBe(0)
    expect(await page.locator('a[href="/scouts-form"]').count()).toBe(0)
    expect(await page.getByRole('link', { name: scoutRoundCopy.closed.button }).count()).toBe(2)

    const cookies = await context.cookies()
    const session = cookies.find((c) => c.name === 'op_gate_scouts')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    expect(session?.path).toBe('/scouts')
    expect(session?.expires).toBe(-1)
    expect(await page.evaluate(() => document.cookie)).not.toContain('op_gate_scouts')

    // A reload in the same session keeps it unlocked.
    const reloaded = await page.reload({ waitUntil: 'load' })
    expect(reloaded?.status()).toBe(200)
    expect(await page.getByRole('heading', { name: scoutRoundCopy.closed.title }).isVisible()).toBe(true)
    expect(await page.getByText('Geschützter Bereich').count()).toBe(0)
    await scrollThrough(page)
    await expectAccessible(page, '/scouts unlocked (390 px)')

    // The FAQ items toggle on their own: opening two keeps both open.
    const items = page.locator('#faq details')
    expect(await items.count()).toBe(5)
    await items.nth(0).locator('summary').click()
    await items.nth(1).locator('summary').click()
    expect(await items.nth(0).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true)
    expect(await items.nth(1).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true)
    await items.nth(0).locator('summary').click()
    expect(await items.nth(0).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false)

    // The browser reports the intended 401 of the wrong attempt as a console error; nothing else may appear.
    const unexpected = realConsoleErrors(watched).filter((text) => !text.includes('status of 401'))
    expect(unexpected).toEqual([])
    expect(realConsoleErrors(watched)).toHaveLength(1)
    expect(watched.thirdPartyRequests).toEqual([])
  })

  it('the unlocked page is accessible and complete at 1280 px', async () => {
    const watched = track(await openPage(DESKTOP))
    const { page } = watched
    await page.goto('/scouts', { waitUntil: 'load' })
    await page.locator('input[name="passphrase"]').fill(testEnv.SCOUTS_PASSPHRASE)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/scouts') && r.request().method() === 'GET'),
      page.getByRole('button', { name: 'Zugang erhalten' }).click(),
    ])
    expect(response.status()).toBe(200)
    await page.waitForLoadState('load')
    await scrollThrough(page)
    for (const id of ['programm', 'provision', 'vorteile', 'ablauf', 'plaetze', 'faq']) {
      expect(await page.locator(`#${id}`).isVisible(), id).toBe(true)
    }
    // The co-founder's contact stands beside the closing call, in the same block.
    const booking = page.locator('#plaetze').getByRole('link', { name: /Jetzt Termin vereinbaren/ })
    expect(await booking.getAttribute('target')).toBe('_blank')
    await expectAccessible(page, '/scouts unlocked (1280 px)')
    expect(realConsoleErrors(watched)).toEqual([])
    expect(watched.failedRequests).toEqual([])
    expect(watched.thirdPartyRequests).toEqual([])
  })

  it('after ten failed attempts: 429 with the message, which clears on the next keystroke', async () => {
    const watched = track(await openPage(PHONE))
    const { page } = watched
    // A client address of its own (the e2e server trusts loopback as its proxy), so no other test is limited.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.42' })
    await page.goto('/scouts', { waitUntil: 'load' })
    const input = page.locator('input[name="passphrase"]')
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 11; attempt++) {
      await input.fill(attempt === 11 ? testEnv.SCOUTS_PASSPHRASE : `falsch-${attempt}`)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Zugang erhalten' }).click(),
      ])
      statuses.push(response.status())
      await page.waitForLoadState('load')
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 401), 429])
    expect(await page.getByRole('alert').textContent()).toBe(RATE_LIMITED)
    expect(await page.getByText(scoutRoundCopy.closed.title).count()).toBe(0)
    await page.waitForSelector('[data-gate-form][data-enhanced="true"]')
    await page.locator('input[name="passphrase"]').press('a')
    expect(await page.getByText(RATE_LIMITED).count()).toBe(0)
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('a new browser session starts locked again', async () => {
    const { page } = track(await openPage(PHONE))
    await page.goto('/scouts', { waitUntil: 'load' })
    expect(await page.locator('h1').textContent()).toBe('Geschützter Bereich')
  })
})
