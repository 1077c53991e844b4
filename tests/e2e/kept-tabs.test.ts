import { afterAll, expect, it } from 'vitest'
import { closeBrowser, DESKTOP, openPage } from './browser'

// Tests share browser tabs (see openPage): a kept tab must reach the next test as a new one would.

afterAll(closeBrowser)

it('hands the next test a kept tab without the last visit’s cookies, storage, scripts or cache', async () => {
  const first = await openPage(DESKTOP)
  await first.context.addInitScript(() => Object.assign(window, { leftOver: true }))
  const loaded: string[] = []
  first.page.on('response', (response) => loaded.push(new URL(response.url()).pathname))
  await first.page.goto('/impressum')
  await first.page.evaluate(() => document.fonts.ready.then(() => undefined))
  await first.page.evaluate(() => localStorage.setItem('left', 'over'))
  await first.context.addCookies([{ name: 'left', value: 'over', url: first.page.url() }])
  await first.close()

  const second = await openPage(DESKTOP)
  try {
    expect(second.page, 'the same tab, kept').toBe(first.page)
    // What came over the network and what from a cache (disk or the renderer's memory), as Chromium reports it.
    const cdp = await second.context.newCDPSession(second.page)
    await cdp.send('Network.enable')
    const fromNetwork: string[] = []
    const fromCache: string[] = []
    // Our files only: a data: URL (an icon's mask) used twice on one page is the second time served from memory.
    const ours = (url: string) => (url.startsWith('http') ? new URL(url).pathname : undefined)
    const urls = new Map<string, string | undefined>()
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, ours(request.url)))
    cdp.on('Network.requestServedFromCache', ({ requestId }) => {
      const path = urls.get(requestId)
      if (path) fromCache.push(path)
    })
    cdp.on('Network.responseReceived', ({ response }) => {
      const path = ours(response.url)
      if (path) (response.fromDiskCache ? fromCache : fromNetwork).push(path)
    })
    await second.page.goto('/impressum')
    expect(await second.context.cookies()).toEqual([])
    expect(await second.page.evaluate(() => ({ stored: localStorage.length, script: 'leftOver' in window }))).toEqual({
      stored: 0,
      script: false,
    })
    await second.page.evaluate(() => document.fonts.ready.then(() => undefined))
    // Nothing from a cache, on disk or in the renderer's memory (the tab keeps its renderer process: it leaves
    // each visit for a page of the same site): the stylesheet, fonts and scripts come from the server again.
    // (Playwright turns the HTTP cache off in a context with request routes, as every test tab has; the tab
    // clears it as well, should that change.)
    const assets = loaded.filter((path) => /\.(css|js|woff2)$/.test(path))
    expect(assets.filter((path) => path.endsWith('.css'))).not.toEqual([])
    expect(assets.filter((path) => path.endsWith('.woff2'))).not.toEqual([])
    for (const path of assets) expect(fromNetwork, path).toContain(path)
    expect(fromCache).toEqual([])
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
