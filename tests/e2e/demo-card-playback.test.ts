import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { closeBrowser, DESKTOP } from './browser'
import { nameOf, openCard, videoState, waitForLogLine } from './demo-card-page'

// The demo card when playback fails, and its plattform variant (watchlist, share, chat).

afterAll(closeBrowser)

describe('demo card when the browser refuses to play', () => {
  it('retries a refused unmuted play() once muted, and reports a play error with the play button shown', async () => {
    const serverLog = inject('serverLog')
    const { page, card, close } = await openCard(DESKTOP, {
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
      await close()
    }
  })
})

describe('demo card, plattform variant', () => {
  it('has deck and contact request buttons beside Full Profile, and shows only the first traction part', async () => {
    const { card, close } = await openCard(DESKTOP, { path: '/plattform' })
    try {
      expect(await card.getAttribute('data-demo-card')).toBe('plattform')
      const deck = card.locator('[data-action="request-deck"]')
      expect(await deck.getAttribute('aria-label')).toMatch(/^Pitch-Deck von .+ anfragen$/)
      expect(await deck.getAttribute('aria-pressed')).toBe('false')
      await deck.click()
      expect(await deck.getAttribute('aria-pressed')).toBe('true')
      await card.locator('[data-flash="request"]').waitFor()
      expect(await card.locator('[data-flash="request"]').textContent()).toBe(
        'Deck angefragt\u00a0– das Startup gibt es frei',
      )
      // A request is not a like: the heart in the rail stays as it was.
      expect(await card.locator('[data-action="like"]').getAttribute('aria-pressed')).toBe('false')
      await card.locator('[data-action="request-contact"]').click()
      expect(await card.locator('[data-flash="request"]').textContent()).toBe(
        'Kontakt angefragt\u00a0– das Startup entscheidet',
      )

      await card.locator('[data-action="profile"]').click()
      const traction = card.locator('[data-profile-section="Traction"] p')
      expect(await traction.textContent()).toBe('38 zahlende Betriebe und 4,2\u00a0% Wachstum pro Woche')
    } finally {
      await close()
    }
  })

  it('chat leads to the angel registration in a new tab', async () => {
    const { card, close } = await openCard(DESKTOP)
    try {
      const chat = card.locator('[data-action="chat"]')
      expect(await chat.getAttribute('href')).toMatch(/\/register\/angel$/)
      expect(await chat.getAttribute('target')).toBe('_blank')
    } finally {
      await close()
    }
  })
})
