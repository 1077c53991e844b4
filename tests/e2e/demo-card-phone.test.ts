import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, expectAccessible, PHONE, realConsoleErrors, visitsPerTest } from './browser'
import { nameOf, openCard, sleep, swipe, videoState } from './demo-card-page'

// The demo card on a phone: touch swipes, video playback, the profile.

afterAll(closeBrowser)
const { track } = visitsPerTest()

describe('demo card on a phone (390 px, touch)', () => {
  it('changes the startup on a left and a right swipe, with wraparound', async () => {
    const { page, context, card, screen, ...watched } = track(await openCard(PHONE, { hasTouch: true }))
    const cdp = await context.newCDPSession(page)
    expect(await nameOf(card)).toBe('Fristwerk')
    expect(await screen.evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-y')
    await swipe(page, cdp, screen, { dx: -140, ms: 300 })
    expect(await nameOf(card)).toBe('Wattlinie')
    expect(await card.locator('[data-announcement]').textContent()).toBe('Startup 2 von 3: Wattlinie')
    expect((await videoState(card)).id).toBe('wattlinie')
    await swipe(page, cdp, screen, { dx: 140, dy: 20, ms: 300 })
    expect(await nameOf(card)).toBe('Fristwerk')
    await swipe(page, cdp, screen, { dx: 140, ms: 300 })
    expect(await nameOf(card)).toBe('Glanzregal')
    expect(realConsoleErrors({ page, context, ...watched })).toEqual([])
  })

  it('counts a quick swipe back: left, then right 300 ms later, returns to the first startup', async () => {
    const { page, context, card, screen } = track(await openCard(PHONE, { hasTouch: true }))
    const cdp = await context.newCDPSession(page)
    expect(await nameOf(card)).toBe('Fristwerk')
    await swipe(page, cdp, screen, { dx: -140, ms: 250, settle: 0 })
    await sleep(300)
    await swipe(page, cdp, screen, { dx: 140, ms: 250 })
    expect(await card.getAttribute('data-index')).toBe('0')
    expect(await nameOf(card)).toBe('Fristwerk')
    // And flicking back and forth keeps counting every gesture.
    for (const dx of [-140, 140, -140, -140]) await swipe(page, cdp, screen, { dx, ms: 200, settle: 50 })
    expect(await nameOf(card)).toBe('Glanzregal')
  })

  it('ignores a too short, a too slow, a too steep swipe, one starting on a button and any while the profile is open', async () => {
    const { page, context, card, screen } = track(await openCard(PHONE, { hasTouch: true }))
    const cdp = await context.newCDPSession(page)
    await swipe(page, cdp, screen, { dx: -60, ms: 300 })
    expect(await nameOf(card)).toBe('Fristwerk')
    await swipe(page, cdp, screen, { dx: -140, ms: 1000 })
    expect(await nameOf(card)).toBe('Fristwerk')
    await swipe(page, cdp, screen, { dx: -100, dy: 110, ms: 300 })
    expect(await nameOf(card)).toBe('Fristwerk')
    // From the "Full Profile" button.
    const button = await card.locator('[data-action="profile"]').boundingBox()
    const box = await screen.boundingBox()
    if (!button || !box) throw new Error('no layout')
    const from: [number, number] = [
      (button.x + button.width * 0.8 - box.x) / box.width,
      (button.y + button.height / 2 - box.y) / box.height,
    ]
    await swipe(page, cdp, screen, { dx: -140, ms: 300, from })
    expect(await nameOf(card)).toBe('Fristwerk')
    // The profile sheet joins the page only when it is first opened.
    expect(await card.locator('[data-profile]').count()).toBe(0)
    // A valid swipe still works, but not while the profile is open.
    await card.locator('[data-action="profile"]').click()
    expect(await card.locator('[data-profile]').getAttribute('data-open')).toBe('true')
    await swipe(page, cdp, screen, { dx: -140, ms: 300, from: [0.5, 0.5] })
    expect(await card.getAttribute('data-index')).toBe('0')
    await card.locator('[data-action="back"]').click()
    await swipe(page, cdp, screen, { dx: -140, ms: 300 })
    expect(await nameOf(card)).toBe('Wattlinie')
  })

  it('plays the video muted and inline, pauses on the button with a visible play button, and on scrolling away', async () => {
    const { page, context, card, ...watched } = track(await openCard(PHONE, { hasTouch: true }))
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-pitch-video]')
      return video && !video.paused && video.currentTime > 0
    })
    const before = await videoState(card)
    await page.waitForTimeout(1000)
    const after = await videoState(card)
    expect(after.paused).toBe(false)
    expect(after.muted).toBe(true)
    expect(after.time).toBeGreaterThan(before.time + 0.5)
    expect(await card.locator('video').evaluate((v) => v.hasAttribute('muted') && v.hasAttribute('playsinline'))).toBe(
      true,
    )
    expect(await card.locator('[data-play-overlay]').count()).toBe(0)

    await card.locator('[data-action="play-pause"]').click()
    expect((await videoState(card)).paused).toBe(true)
    expect(await card.locator('[data-play-overlay]').isVisible()).toBe(true)
    expect(await card.locator('[data-action="play-pause"]').getAttribute('aria-label')).toBe('Video abspielen')
    await card.locator('[data-play-overlay]').click()
    await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
    expect(await card.locator('[data-play-overlay]').count()).toBe(0)

    // Out of view the video pauses, back in view it runs again. Scrolled to the page's end: since session 32 the
    // home page's phone stands in the first screen at 390 px, so the page's top no longer scrolls it away.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
    await card.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
    expect(realConsoleErrors({ page, context, ...watched })).toEqual([])
  })

  it('passes axe with the profile open', async () => {
    const { page, card } = track(await openCard(PHONE, { hasTouch: true }))
    await card.locator('[data-action="profile"]').click()
    await page.waitForTimeout(400)
    await expectAccessible(page, 'home with the demo profile open (390px)')
  })
})
