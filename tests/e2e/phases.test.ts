import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, spotlightEvent } from '../../data/event'
import type { SpotlightStage } from '../../data/timeline'
import { spotlightStatus } from '../../pages/spotlight/copy'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  openPage,
  PHONE,
  previewServer,
  realConsoleErrors,
  withoutPill,
} from './browser'

// The production server with its clock at a moment in each phase (PREVIEW_AT): what a visitor sees. What the
// other pages say of the phase is read from their HTML at every moment in tests/server/true-on-every-date.test.ts.

const moments: { stage: SpotlightStage; at: string }[] = [
  { stage: 'upcoming', at: '2025-09-15T12:00:00+02:00' },
  { stage: 'kickstart', at: '2025-10-15T12:00:00+02:00' },
  { stage: 'voting', at: '2025-11-05T12:00:00+01:00' },
  { stage: 'jury', at: '2025-11-16T12:00:00+01:00' },
  { stage: 'final', at: '2025-11-20T19:00:00+01:00' },
  { stage: 'over', at: '2026-03-01T12:00:00+01:00' },
]

const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  await closeBrowser()
  await Promise.all(stops.map((stop) => stop()))
})

/** Visible text, compared regardless of CSS text-transform. */
const visible = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()

describe.each(moments)('$stage ($at)', ({ stage, at }) => {
  let url = ''
  beforeAll(async () => {
    const server = await previewServer(at)
    stops.push(server.stop)
    url = server.url
  })

  // One visit at phone width, then the same page resized to a desktop's: the phase's content is the same HTML.
  it('/spotlight at 390 and 1280 px shows the phase and only live calls to action', async () => {
    const watched = await openPage(PHONE, { baseURL: url })
    await withoutPill(watched.context)
    const { page } = watched
    await page.goto('/spotlight', { waitUntil: 'load' })
    const hero = page.locator('[data-phase]').first()
    expect(visible(await hero.innerText())).toContain(visible(spotlightStatus[stage].heading))
    const applyLinks = page.locator('main a[href$="/register/founder/startup-info"]')
    const liveCalls = async (width: number) => {
      expect(await hero.isVisible(), `phase at ${width} px`).toBe(true)
      if (stage !== 'kickstart' && stage !== 'voting') expect(await applyLinks.count()).toBe(0)
      else expect(await applyLinks.first().isVisible(), `apply link at ${width} px`).toBe(true)
    }
    await liveCalls(PHONE.width)
    if (stage === 'final' || stage === 'over') expect(await page.locator('[data-countdown]').count()).toBe(0)
    else {
      // Once hydrated, the countdown ticks on the server's clock: never zero beside a phase that is still open.
      await page.locator('[data-countdown]').first().scrollIntoViewIfNeeded()
      await page.waitForSelector('[data-island="Countdown"][data-hydrated="true"]', { state: 'attached' })
      const digits = await page.locator('[data-countdown]').first().locator('[data-unit]').allInnerTexts()
      expect(digits.join('')).not.toBe('00000000')
      expect(digits.join('')).toMatch(/^\d{8}$/)
    }
    await expectAccessible(page, `/spotlight in ${stage}`)
    await page.setViewportSize(DESKTOP)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await liveCalls(DESKTOP.width)
    expect(realConsoleErrors(watched)).toEqual([])
    await watched.close()
  })
})

describe('dates used by the moments', () => {
  it('cover every phase of data/event.ts', () => {
    expect(Date.parse(moments[0]?.at ?? '')).toBeLessThan(Date.parse(spotlightEvent.applicationsOpen))
    expect(Date.parse(moments[4]?.at ?? '')).toBeGreaterThan(Date.parse(launch.date))
  })
})
