import { readFileSync } from 'node:fs'
import type { CDPSession, Locator, Page } from 'playwright-core'
import { openPage, type Watched } from './browser'

// The demo card in a real browser: opening it, reading it, swiping it.

export type Card = Watched & { card: Locator; screen: Locator }

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function openCard(
  viewport: { width: number; height: number },
  options: { hasTouch?: boolean; path?: string; beforeGoto?: (page: Page) => Promise<unknown> } = {},
): Promise<Card> {
  const watched = await openPage(viewport, { hasTouch: options.hasTouch ?? false })
  await options.beforeGoto?.(watched.page)
  await watched.page.goto(options.path ?? '/')
  const card = watched.page.locator('[data-demo-card]').first()
  await card.scrollIntoViewIfNeeded()
  await watched.page.waitForSelector('[data-island="DemoCard"][data-hydrated="true"]')
  // Hydration is done once the effects have set the video's properties.
  await watched.page.waitForFunction(() => document.querySelector('[data-pitch-video]')?.hasAttribute('playsinline'))
  return { ...watched, card, screen: card.locator('[data-card-screen]') }
}

export const nameOf = (card: Locator) => card.locator('[data-startup-name]').textContent()
export const videoState = (card: Locator) =>
  card.locator('video').evaluate((video: HTMLVideoElement) => ({
    id: video.dataset.pitchVideo,
    paused: video.paused,
    muted: video.muted,
    time: video.currentTime,
  }))

/** A one-finger swipe with real touch events (CDP), moving dx/dy in `ms` milliseconds from (fx, fy) of the screen. */
export async function swipe(
  page: Page,
  cdp: CDPSession,
  screen: Locator,
  {
    dx,
    dy = 0,
    ms,
    from = [0.5, 0.3],
    settle = 100,
  }: { dx: number; dy?: number; ms: number; from?: [number, number]; settle?: number },
) {
  const box = await screen.boundingBox()
  if (!box) throw new Error('card screen not visible')
  const x = box.x + box.width * from[0]
  const y = box.y + box.height * from[1]
  const steps = 6
  // Each CDP call takes a few milliseconds: pace the moves by the clock, not by fixed sleeps.
  const start = Date.now()
  // Like a real touch screen, each event carries the time the finger was there (seconds since the epoch).
  // CDP waits until the page has handled an event, so on a busy machine the calls themselves can run late;
  // without these stamps the page would measure that delay as a slower gesture.
  const at = (offset: number) => (start + offset) / 1000
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: at(0) })
  for (let i = 1; i <= steps; i++) {
    await sleep(Math.max(0, start + (ms * i) / steps - Date.now()))
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
      timestamp: at((ms * i) / steps),
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(ms) })
  if (settle > 0) await page.waitForTimeout(settle)
}

/** The server's pino line for a client event about a startup, waiting up to 10 s for it. */
export async function waitForLogLine(serverLog: string, startupId: string): Promise<string | undefined> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const line = readFileSync(serverLog, 'utf8')
      .split('\n')
      .find((entry) => entry.includes('client event') && entry.includes(`"startupId":"${startupId}"`))
    if (line || Date.now() > deadline) return line
    await sleep(200)
  }
}
