import { afterAll, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage } from './browser'

// Tests share browser tabs (see openPage): a kept tab must reach the next test as a new one would.

afterAll(closeBrowser)

it('hands the next test a kept tab without the last visit’s cookies, storage, scripts or cache', async () => {
  const first = await openPage(DESKTOP)
  await first.context.addInitScript(() => Object.assign(window, { leftOver: true }))
  await first.page.goto('/impressum')
  await first.page.evaluate(() => localStorage.setItem('left', 'over'))
  await first.context.addCookies([{ name: 'left', value: 'over', url: first.page.url() }])
  await first.close()

  const second = await openPage(DESKTOP)
  try {
    expect(second.page, 'the same tab, kept').toBe(first.page)
    const served: string[] = []
    second.page.on('response', (response) => served.push(`${response.status()} ${new URL(response.url()).pathname}`))
    await second.page.goto('/impressum')
    expect(await second.context.cookies()).toEqual([])
    expect(await second.page.evaluate(() => ({ stored: localStorage.length, script: 'leftOver' in window }))).toEqual({
      stored: 0,
      script: false,
    })
    // An empty cache: the stylesheet comes from the server again, not from the last visit.
    expect(
      served.some((line) => /^200 .*\.css$/.test(line)),
      served.join(', '),
    ).toBe(true)
  } finally {
    await second.close()
  }
})

it('closes a tab whose machinery a test changed (a fake clock) instead of keeping it', async () => {
  const first = await openPage(DESKTOP)
  await first.page.clock.install()
  await first.close()
  const second = await openPage(DESKTOP)
  try {
    expect(second.page).not.toBe(first.page)
    expect(first.page.isClosed()).toBe(true)
  } finally {
    await second.close()
  }
})
