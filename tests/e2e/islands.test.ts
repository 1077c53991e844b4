import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage, visitsPerTest } from './browser'

afterAll(closeBrowser)
const { track } = visitsPerTest()

describe('islands', () => {
  it('loads no JavaScript beyond the shared entry on a page without islands', async () => {
    const { page } = track(await openPage(DESKTOP))
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/impressum', { waitUntil: 'networkidle' })
    // The shared entry and what it imports statically (the bundler's preload helper, which the entry shares
    // with Vike's runtime): the same files on every page, nothing of this page's own.
    const entry = scripts.find((path) => /^\/assets\/entries\/renderer_client\.[\w-]+\.js$/.test(path))
    expect(entry, scripts.join(', ')).toBeDefined()
    const source = await (await page.request.get(entry ?? '')).text()
    const imported = [...source.matchAll(/from\s*"\.\.\/chunks\/([\w-]+\.js)"/g)].map((m) => `/assets/chunks/${m[1]}`)
    expect(imported.length, 'static imports of the entry').toBeLessThanOrEqual(1)
    expect([...scripts].sort()).toEqual([entry, ...imported].sort())
  })

  it('hydrates the copy-code button: it copies and confirms for 2 s', async () => {
    const { page, context } = track(await openPage(DESKTOP))
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await page.goto('/designguide')
    // From here the page's time moves only when the test says so: the 2 s of the confirmation are counted
    // by the test, not by how fast a busy machine gets from one step to the next.
    await page.clock.pauseAt(Date.now() + 60_000)
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
  })

  it('steps the progress example by 10 from 65, within 0 and 100', async () => {
    const { page } = track(await openPage(DESKTOP))
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
  })
})
