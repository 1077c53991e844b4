import { afterAll, describe, expect, inject, it } from 'vitest'
import { closeBrowser, DESKTOP, realConsoleErrors } from './browser'
import { nameOf, openCard, videoState, waitForLogLine } from './demo-card-page'

// The demo card on the home page at desktop width: arrows, dots, keyboard, sound, likes, profile sections.

afterAll(closeBrowser)

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
      expect(await card.locator('[data-header-badge]').textContent()).toBe('SAY HELLO')
      expect(await card.locator('[data-header-badge]').getAttribute('class')).toContain('badge-green')

      const dot = card.getByRole('button', { name: 'Startup 2 von 3: Wattlinie' })
      await dot.click()
      expect(await nameOf(card)).toBe('Wattlinie')
      expect(await dot.getAttribute('aria-current')).toBe('true')
      expect(await card.locator('[data-score]').textContent()).toContain('8,4/10')
      await card.getByRole('button', { name: 'Startup 1 von 3: Fristwerk' }).click()
      expect(await card.locator('[data-header-badge]').getAttribute('class')).toContain('badge-fundraising')
      expect(await card.locator('[data-score]').textContent()).toContain('9,2/10')
      expect(realConsoleErrors({ page, context, ...watched })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  it('works with the keyboard: arrows, Space, M, L, Enter and Escape with focus handling', async () => {
    const { page, card, close } = await openCard(DESKTOP)
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
      await close()
    }
  })

  it('toggles sound with the mute button', async () => {
    const { page, card, close } = await openCard(DESKTOP)
    try {
      const mute = card.locator('[data-action="mute"]')
      expect(await mute.getAttribute('aria-label')).toBe('Ton einschalten')
      await mute.click()
      await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-pitch-video]')?.muted === false)
      expect(await mute.getAttribute('aria-label')).toBe('Ton ausschalten')
      await mute.click()
      expect((await videoState(card)).muted).toBe(true)
    } finally {
      await close()
    }
  })

  it('shows over the video how far the pitch has run, and starts the next pitch empty', async () => {
    const { page, card, close } = await openCard(DESKTOP)
    try {
      // The bar's target scale (its inline transform: the glide between two updates takes 300 ms, which a busy
      // machine may not finish when read) against the video's own time.
      const progress = () =>
        card.evaluate((root) => {
          const bar = root.querySelector<HTMLElement>('[data-pitch-progress] > span')
          const video = root.querySelector<HTMLVideoElement>('[data-pitch-video]')
          const scale = Number(/scaleX\(([\d.]+)\)/.exec(bar?.style.transform ?? '')?.[1] ?? 0)
          return { scale, share: video?.duration ? video.currentTime / video.duration : 0 }
        })
      // Paused at 25 s of 34: the seek's timeupdate sets the bar, and the time stands still while it is read.
      await card.evaluate((root) => {
        const video = root.querySelector<HTMLVideoElement>('[data-pitch-video]')
        if (!video) return
        video.pause()
        video.currentTime = 25
      })
      await page.waitForFunction(() => {
        const bar = document.querySelector<HTMLElement>('[data-pitch-progress] > span')
        return bar && Number(bar.dataset.share) > 0.7
      })
      const late = await progress()
      expect(late.scale).toBeGreaterThan(0.7)
      expect(Math.abs(late.scale - late.share)).toBeLessThan(0.01)
      await card.locator('[data-action="next"]').click()
      expect(await nameOf(card)).not.toBe('Fristwerk')
      expect((await progress()).scale).toBeLessThan(0.1)
    } finally {
      await close()
    }
  })

  it('likes with the heart: confirmation for 2 seconds, toggles back off', async () => {
    const { page, card, close } = await openCard(DESKTOP, { beforeGoto: (p) => p.clock.install() })
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
      await close()
    }
  })

  it('shows Funding Details only for the FUNDRAISING startup, and Read More / Show Less on long sections', async () => {
    const { page, card, close } = await openCard(DESKTOP)
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
      await close()
    }
  })

  it('reports a broken video to the server log and keeps the poster', async () => {
    const serverLog = inject('serverLog')
    const { card, close } = await openCard(DESKTOP, {
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
      await close()
    }
  })
})
