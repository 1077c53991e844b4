import { readFileSync } from 'node:fs'
import type { CDPSession, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { closeBrowser, DESKTOP, expectAccessible, openPage, PHONE, realConsoleErrors, type Watched } from './browser'

// The startup demo card (spec §2 "Startup demo card", §4, §8) on the home page, in a real browser.

afterAll(closeBrowser)

type Card = Watched & { card: Locator; screen: Locator }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function openCard(
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

const nameOf = (card: Locator) => card.locator('[data-startup-name]').textContent()
const videoState = (card: Locator) =>
  card.locator('video').evaluate((video: HTMLVideoElement) => ({
    id: video.dataset.pitchVideo,
    paused: video.paused,
    muted: video.muted,
    time: video.currentTime,
  }))

/** A one-finger swipe with real touch events (CDP), moving dx/dy in `ms` milliseconds from (fx, fy) of the screen. */
async function swipe(
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
async function waitForLogLine(serverLog: string, startupId: string): Promise<string | undefined> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const line = readFileSync(serverLog, 'utf8')
      .split('\n')
      .find((entry) => entry.includes('client event') && entry.includes(`"startupId":"${startupId}"`))
    if (line || Date.now() > deadline) return line
    await sleep(200)
  }
}

describe('demo card on a phone (390 px, touch)', () => {
  it('changes the startup on a left and a right swipe, with wraparound', async () => {
    const { page, context, card, screen, ...watched } = await openCard(PHONE, { hasTouch: true })
    try {
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
    } finally {
      await context.close()
    }
  })

  it('counts a quick swipe back: left, then right 300 ms later, returns to the first startup', async () => {
    const { page, context, card, screen } = await openCard(PHONE, { hasTouch: true })
    try {
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
    } finally {
      await context.close()
    }
  })

  it('ignores a too short, a too slow, a too steep swipe, one starting on a button and any while the profile is open', async () => {
    const { page, context, card, screen } = await openCard(PHONE, { hasTouch: true })
    try {
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
    } finally {
      await context.close()
    }
  })

  it('plays the video muted and inline, pauses on the button with a visible play button, and on scrolling away', async () => {
    const { page, context, card, ...watched } = await openCard(PHONE, { hasTouch: true })
    try {
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
      expect(
        await card.locator('video').evaluate((v) => v.hasAttribute('muted') && v.hasAttribute('playsinline')),
      ).toBe(true)
      expect(await card.locator('[data-play-overlay]').count()).toBe(0)

      await card.locator('[data-action="play-pause"]').click()
      expect((await videoState(card)).paused).toBe(true)
      expect(await card.locator('[data-play-overlay]').isVisible()).toBe(true)
      expect(await card.locator('[data-action="play-pause"]').getAttribute('aria-label')).toBe('Video abspielen')
      await card.locator('[data-play-overlay]').click()
      await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
      expect(await card.locator('[data-play-overlay]').count()).toBe(0)

      // Out of view the video pauses, back in view it runs again.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
      await card.scrollIntoViewIfNeeded()
      await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
      expect(realConsoleErrors({ page, context, ...watched })).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('passes axe with the profile open', async () => {
    const { page, context, card } = await openCard(PHONE, { hasTouch: true })
    try {
      await card.locator('[data-action="profile"]').click()
      await page.waitForTimeout(400)
      await expectAccessible(page, 'home with the demo profile open (390px)')
    } finally {
      await context.close()
    }
  })
})

describe('demo card on a desktop (1280 px)', () => {
  it('switches with the arrows (wrapping at both ends) and jumps with the dots', async () => {
    const { page, context, card, ...watched } = await openCard(DESKTOP)
    try {
      await card.locator('[data-action="next"]').click()
      expect(await nameOf(card)).toBe('Wattlinie')
      await card.locator('[data-action="next"]').click()
      await card.locator('[data-action="next"]').click()
      expect(await nameOf(card)).toBe('Fristwerk')
      await card.locator('[data-action="previous"]').click()
      expect(await nameOf(card)).toBe('Glanzregal')
      expect(await card.locator('[data-header-badge]').textContent()).toBe('NEU DABEI')
      expect(await card.locator('[data-header-badge]').getAttribute('class')).toContain('badge-green')

      const dot = card.getByRole('button', { name: 'Startup 2 von 3: Wattlinie' })
      await dot.click()
      expect(await nameOf(card)).toBe('Wattlinie')
      expect(await dot.getAttribute('aria-current')).toBe('true')
      expect(await card.locator('[data-score]').textContent()).toContain('8,7/10')
      await card.getByRole('button', { name: 'Startup 1 von 3: Fristwerk' }).click()
      expect(await card.locator('[data-header-badge]').getAttribute('class')).toContain('badge-fundraising')
      expect(await card.locator('[data-score]').textContent()).toContain('9,2/10')
      expect(realConsoleErrors({ page, context, ...watched })).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('works with the keyboard: arrows, Space, M, L, Enter and Escape with focus handling', async () => {
    const { page, context, card } = await openCard(DESKTOP)
    try {
      await card.focus()
      await page.keyboard.press('ArrowRight')
      expect(await nameOf(card)).toBe('Wattlinie')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      expect(await nameOf(card)).toBe('Glanzregal')
      expect(await card.locator('[data-announcement]').textContent()).toBe('Startup 3 von 3: Glanzregal')

      await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
      await page.keyboard.press('Space')
      expect((await videoState(card)).paused).toBe(true)
      expect(await card.getAttribute('data-playing')).toBe('false')
      await page.keyboard.press('Space')
      await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)

      await page.keyboard.press('m')
      expect(await card.getAttribute('data-muted')).toBe('false')
      await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.muted === false)
      await page.keyboard.press('M')
      expect((await videoState(card)).muted).toBe(true)

      await page.keyboard.press('l')
      expect(await card.locator('[data-action="like"]').getAttribute('aria-pressed')).toBe('true')
      expect(await card.locator('[data-flash="like"]').textContent()).toBe('On your watchlist')

      await page.keyboard.press('Enter')
      expect(await card.locator('[data-profile]').getAttribute('data-open')).toBe('true')
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'back')
      // While the profile is open the arrows do not switch startups.
      await page.keyboard.press('ArrowRight')
      expect(await card.getAttribute('data-index')).toBe('2')
      await page.keyboard.press('Escape')
      expect(await card.locator('[data-profile]').getAttribute('data-open')).toBe('false')
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'profile')
      expect(await card.locator('[data-profile]').evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('toggles sound with the mute button', async () => {
    const { page, context, card } = await openCard(DESKTOP)
    try {
      const mute = card.locator('[data-action="mute"]')
      expect(await mute.getAttribute('aria-label')).toBe('Ton einschalten')
      await mute.click()
      await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.muted === false)
      expect(await mute.getAttribute('aria-label')).toBe('Ton ausschalten')
      await mute.click()
      expect((await videoState(card)).muted).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('likes with the heart: confirmation for 2 seconds, toggles back off', async () => {
    const { page, context, card } = await openCard(DESKTOP, { beforeGoto: (p) => p.clock.install() })
    try {
      // Stop the page's clock so only runFor moves it (installed clocks otherwise run in real time).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
      const like = card.locator('[data-action="like"]')
      expect(await like.getAttribute('aria-pressed')).toBe('false')
      expect(await card.locator('[data-action="like"] + span').textContent()).toContain('128')
      await like.click()
      expect(await like.getAttribute('aria-pressed')).toBe('true')
      expect(await card.locator('[data-action="like"] + span').textContent()).toContain('129')
      expect(await card.locator('[role="status"] [data-flash="like"]').textContent()).toBe('On your watchlist')
      await page.clock.runFor(1900)
      expect(await card.locator('[data-flash="like"]').count()).toBe(1)
      await page.clock.runFor(200)
      expect(await card.locator('[data-flash="like"]').count()).toBe(0)
      // The watchlist is per startup and survives switching.
      await card.locator('[data-action="next"]').click()
      expect(await card.locator('[data-action="like"]').getAttribute('aria-pressed')).toBe('false')
      await card.locator('[data-action="previous"]').click()
      expect(await like.getAttribute('aria-pressed')).toBe('true')
      await like.click()
      expect(await like.getAttribute('aria-pressed')).toBe('false')
      expect(await card.locator('[data-flash="like"]').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('shows Funding Details only for the FUNDRAISING startup, and Read More / Show Less on long sections', async () => {
    const { page, context, card } = await openCard(DESKTOP)
    try {
      await card.locator('[data-action="profile"]').click()
      const profile = card.locator('[data-profile]')
      expect(await profile.locator('[data-profile-name]').textContent()).toBe('Fristwerk')
      expect(await profile.locator('[data-facts="Funding Details"]').count()).toBe(1)
      expect(await profile.locator('[data-facts="Funding Details"]').textContent()).toContain('750.000\u00a0€')
      expect(await profile.locator('[data-facts="Key Facts"]').textContent()).toContain('Leipzig')
      // Early Stage is hidden, aliases are normalised.
      const tags = await profile.getByRole('list', { name: 'Tags' }).locator('li').allTextContents()
      expect(tags).toEqual(['FinTech', 'B2B', 'SaaS', 'AI/ML', 'SoGehtFundraising'])

      const problem = profile.locator('[data-profile-section="Problem"]')
      const toggle = problem.locator('[data-toggle-section]')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await toggle.textContent()).toContain('Read More')
      const collapsed = (await problem.locator('[data-section-body]').textContent()) ?? ''
      expect(collapsed.endsWith('…')).toBe(true)
      expect(collapsed).not.toContain('Skonto')
      expect(await problem.locator('mark').first().textContent()).toBe('10')
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await toggle.textContent()).toContain('Show Less')
      expect(await problem.locator('[data-section-body]').textContent()).toContain('1.200\u00a0€ Skonto im Jahr.')
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await problem.locator('[data-section-body]').textContent()).not.toContain('Skonto')

      // A list section shows 3 points and "+2 more points" while collapsed.
      const solution = profile.locator('[data-profile-section="Solution"]')
      expect(await solution.locator('li').count()).toBe(3)
      expect(await solution.textContent()).toContain('+2 more points')
      await solution.locator('[data-toggle-section]').click()
      expect(await solution.locator('li').count()).toBe(5)

      expect(await profile.locator('a[data-action="get-in-touch"]').getAttribute('href')).toMatch(/\/register\/angel$/)
      expect(await profile.locator('a[href*="linkedin.com/in/"]').count()).toBe(2)

      await card.locator('[data-action="back"]').click()
      await card.locator('[data-action="next"]').click()
      await card.locator('[data-action="profile"]').click()
      expect(await profile.locator('[data-profile-name]').textContent()).toBe('Wattlinie')
      expect(await profile.locator('[data-facts="Key Facts"]').count()).toBe(1)
      expect(await profile.locator('[data-facts="Funding Details"]').count()).toBe(0)
      await page.waitForTimeout(50)
    } finally {
      await context.close()
    }
  })

  it('reports a broken video to the server log and keeps the poster', async () => {
    const serverLog = inject('serverLog')
    const { context, card } = await openCard(DESKTOP, {
      beforeGoto: (p) => p.route('**/media/pitches/*.mp4', (route) => route.abort('failed')),
    })
    try {
      const line = await waitForLogLine(serverLog, 'fristwerk')
      expect(line, 'server log line for the broken video').toBeDefined()
      const entry = JSON.parse(line ?? '{}')
      expect(entry.clientEvent.type).toBe('video-load-error')
      expect(entry.clientEvent.page).toBe('/')
      expect(entry.clientEvent.src).toContain('/media/pitches/fristwerk.mp4')
      expect(await card.locator('video').getAttribute('poster')).toBe('/media/pitches/fristwerk.jpg')
      // A click on play does not throw; the play button stays available.
      expect(await card.locator('[data-action="play-pause"]').isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('demo card when the browser refuses to play', () => {
  it('retries a refused unmuted play() once muted, and reports a play error with the play button shown', async () => {
    const serverLog = inject('serverLog')
    const { page, context, card } = await openCard(DESKTOP, {
      beforeGoto: (p) =>
        p.addInitScript(() => {
          const calls: boolean[] = []
          Object.assign(window, { playCalls: calls })
          const original = HTMLMediaElement.prototype.play
          HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
            calls.push(this.muted)
            if (this.dataset.pitchVideo === 'glanzregal')
              return Promise.reject(new DOMException('Decoder gone', 'NotSupportedError'))
            if (!this.muted) return Promise.reject(new DOMException('Sound needs a gesture', 'NotAllowedError'))
            return original.call(this)
          }
        }),
    })
    try {
      await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.paused)
      await card.focus()
      await page.evaluate(() => {
        ;(window as unknown as { playCalls: boolean[] }).playCalls.length = 0
      })
      await page.keyboard.press('m')
      await page.waitForFunction(
        () => document.querySelector('[data-demo-card]')?.getAttribute('data-muted') === 'true',
      )
      const calls = await page.evaluate(() => (window as unknown as { playCalls: boolean[] }).playCalls)
      // The unmuted attempt, then exactly one muted retry (a later call on the playing video is a no-op).
      expect(calls.slice(0, 2)).toEqual([false, true])
      expect(calls.filter((muted) => !muted)).toHaveLength(1)
      expect((await videoState(card)).paused).toBe(false)
      expect(await card.locator('[data-action="mute"]').getAttribute('aria-label')).toBe('Ton einschalten')
      expect(await card.locator('[data-play-overlay]').count()).toBe(0)

      await page.keyboard.press('ArrowLeft')
      expect(await nameOf(card)).toBe('Glanzregal')
      await card.locator('[data-play-overlay]').waitFor()
      expect(await card.getAttribute('data-playing')).toBe('false')
      const line = await waitForLogLine(serverLog, 'glanzregal')
      expect(line, 'server log line for the play error').toBeDefined()
      expect(JSON.parse(line ?? '{}').clientEvent).toMatchObject({
        type: 'video-play-error',
        message: 'NotSupportedError: Decoder gone',
        page: '/',
      })
      // The refused unmuted play of Fristwerk (retried muted) is no error worth reporting.
      const playErrors = readFileSync(serverLog, 'utf8')
        .split('\n')
        .filter(
          (entry) => entry.includes('client event: video-play-error') && entry.includes('"startupId":"fristwerk"'),
        )
      expect(playErrors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('demo card, plattform variant', () => {
  it('has working watchlist and share buttons beside Full Profile, and shows only the first traction part', async () => {
    const { page, context, card } = await openCard(DESKTOP, {
      path: '/plattform',
      beforeGoto: (p) => p.context().grantPermissions(['clipboard-read', 'clipboard-write']),
    })
    try {
      expect(await card.getAttribute('data-demo-card')).toBe('plattform')
      const bookmark = card.locator('[data-action="bookmark"]')
      await bookmark.click()
      expect(await bookmark.getAttribute('aria-pressed')).toBe('true')
      expect(await card.locator('[data-action="like"]').getAttribute('aria-pressed')).toBe('true')
      await card.locator('[data-action="share-extra"]').click()
      await card.locator('[data-flash="share"]').waitFor()
      expect(await card.locator('[data-flash="share"]').textContent()).toBe('Link kopiert!')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/plattform`)

      await card.locator('[data-action="profile"]').click()
      const traction = card.locator('[data-profile-section="Traction"] p')
      expect(await traction.textContent()).toBe('38 zahlende Betriebe und 4,2\u00a0% Wachstum pro Woche')
    } finally {
      await context.close()
    }
  })

  it('chat leads to the angel registration in a new tab', async () => {
    const { context, card } = await openCard(DESKTOP)
    try {
      const chat = card.locator('[data-action="chat"]')
      expect(await chat.getAttribute('href')).toMatch(/\/register\/angel$/)
      expect(await chat.getAttribute('target')).toBe('_blank')
    } finally {
      await context.close()
    }
  })
})
