import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuild } from '../../scripts/lib/serve-build'
import { testEnv } from '../support/app'
import {
  closeBrowser,
  DESKTOP,
  expectAccessible,
  openPage,
  PHONE,
  previewServer,
  realConsoleErrors,
  type Watched,
} from './browser'

// Votes are accepted only in the voting phase: these tests run their own server with the clock there.
let server: Awaited<ReturnType<typeof serveBuild>>
beforeAll(async () => {
  server = await serveBuild({ ...testEnv, PREVIEW_AT: '2025-11-05T12:00:00+01:00' })
}, 120_000)
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

let open: Watched[] = []
afterEach(async () => {
  // Votes still on their way must arrive before the visitor leaves (the next test starts from the counts).
  for (const watched of open) await settled(watched.page).catch(() => {})
  for (const watched of open) await watched.context.close()
  open = []
})

type Options = Parameters<typeof openPage>[1] & { clock?: boolean }

/** The voting page with its grid hydrated; the community pill stays away so it never covers a heart. */
async function openVoting(viewport = DESKTOP, { clock, ...options }: Options = {}) {
  const watched = await openPage(viewport, { baseURL: server.url, ...options })
  open.push(watched)
  await watched.context.addInitScript(() => localStorage.setItem('wa_pill_dismissed', String(Date.now())))
  if (clock) await watched.page.clock.install()
  await watched.page.goto('/wildcard-voting', { waitUntil: 'load' })
  await watched.page.locator('#ranking').scrollIntoViewIfNeeded()
  await watched.page.waitForSelector('[data-island="VotingGrid"][data-hydrated="true"]', { state: 'attached' })
  // Installed fake time still flows with the real clock: pause it, so only runFor() moves it.
  if (clock) await watched.page.clock.pauseAt(Date.now() + 60_000)
  return watched
}

type Card = { id: string; votes: number; rank: number; pressed: boolean }

/** Waits until the island has no vote request in flight. */
const settled = (page: Page) =>
  page.waitForSelector('[data-island="VotingGrid"] [data-pending="0"]', { state: 'attached', timeout: 10_000 })

const cards = (page: Page): Promise<Card[]> =>
  page.locator('li[data-startup]').evaluateAll((items) =>
    items.map((item) => {
      const button = item.querySelector('[data-vote-button]')
      return {
        id: (item as HTMLElement).dataset.startup ?? '',
        votes: Number(item.querySelector<HTMLElement>('[data-votes]')?.dataset.votes),
        rank: Number(item.querySelector<HTMLElement>('[data-rank]')?.dataset.rank),
        pressed: button?.getAttribute('aria-pressed') === 'true',
      }
    }),
  )

const heart = (page: Page, id: string) => page.locator(`[data-vote-button="${id}"]`)
const announcement = (page: Page) => page.locator('[data-vote-announcement]').textContent()
const total = async (page: Page) => Number((await page.locator('[data-total-votes]').textContent())?.replace('.', ''))

describe('voting with the heart', () => {
  it('adds one vote, then takes it back, and announces the place', async () => {
    const watched = await openVoting()
    const { page } = watched
    const before = await cards(page)
    const target = before[4] as Card
    const sum = await total(page)

    await heart(page, target.id).click()
    let after = await cards(page)
    let card = after.find((c) => c.id === target.id) as Card
    expect(card.votes).toBe(target.votes + 1)
    expect(card.pressed).toBe(true)
    expect(await heart(page, target.id).textContent()).toContain(`${target.votes + 1} Stimmen`)
    expect(await total(page)).toBe(sum + 1)
    const name = await page.locator(`li[data-startup="${target.id}"] [data-startup-name]`).textContent()
    expect(await announcement(page)).toBe(`Stimme für ${name} abgegeben – jetzt Platz ${card.rank}`)

    await heart(page, target.id).click()
    after = await cards(page)
    card = after.find((c) => c.id === target.id) as Card
    expect(card.votes).toBe(target.votes)
    expect(card.pressed).toBe(false)
    expect(await total(page)).toBe(sum)
    expect(await announcement(page)).toBe(`Stimme für ${name} zurückgenommen – jetzt Platz ${card.rank}`)
    expect(after).toEqual(before)
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('moves a card up in the DOM order when it overtakes another, and back on taking the vote back', async () => {
    const { page } = await openVoting()
    const before = await cards(page)
    // A card tied with the one above it: one more vote puts it ahead (ties keep the data order).
    const index = before.findIndex((card, i) => i > 0 && card.votes === before[i - 1]?.votes)
    expect(index, 'the sample data has a tie').toBeGreaterThan(0)
    const mover = before[index] as Card
    const overtaken = before[index - 1] as Card

    await heart(page, mover.id).click()
    const after = await cards(page)
    expect(after.map((c) => c.id).indexOf(mover.id)).toBe(index - 1)
    expect(after.map((c) => c.id).indexOf(overtaken.id)).toBe(index)
    expect(after[index - 1]?.rank).toBe(index)
    expect(after[index]?.rank).toBe(index + 1)
    expect(after.map((c) => c.rank)).toEqual(before.map((c) => c.rank))
    expect(await announcement(page)).toContain(`jetzt Platz ${index}`)
    // The pressed heart keeps the focus although its card moved.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.voteButton)).toBe(mover.id)

    await heart(page, mover.id).click()
    expect((await cards(page)).map((c) => c.id)).toEqual(before.map((c) => c.id))
  })

  it('keeps the list sorted by descending votes after every toggle', async () => {
    const { page } = await openVoting()
    const ids = (await cards(page)).map((c) => c.id)
    for (const id of [ids[19], ids[12], ids[6], ids[12], ids[7], ids[19], ids[6], ids[7]]) {
      await heart(page, id as string).click()
      const now = await cards(page)
      const votes = now.map((c) => c.votes)
      expect(votes).toEqual([...votes].sort((a, b) => b - a))
    }
  })

  it('never lets a count go below 0', async () => {
    const { page } = await openVoting(PHONE)
    const zero = (await cards(page)).find((card) => card.votes === 0) as Card
    expect(zero, 'a startup without votes').toBeDefined()
    const seen: number[] = []
    for (let i = 0; i < 5; i++) {
      await heart(page, zero.id).click()
      seen.push((await cards(page)).find((card) => card.id === zero.id)?.votes ?? -1)
    }
    expect(seen).toEqual([1, 0, 1, 0, 1])
    expect(await heart(page, zero.id).textContent()).toContain('1 Stimme')
    expect(Math.min(...(await cards(page)).map((card) => card.votes))).toBeGreaterThanOrEqual(0)
    await settled(page)
    expect((await cards(page)).find((card) => card.id === zero.id)?.votes, 'the server agrees').toBe(1)
    await heart(page, zero.id).click()
  })

  it('animates the cards to their new places, but not under reduced motion', async () => {
    const moving = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await openVoting(DESKTOP, { reducedMotion })
      const before = await cards(page)
      const index = before.findIndex((card, i) => i > 0 && card.votes === before[i - 1]?.votes)
      await heart(page, (before[index] as Card).id).click()
      const durations = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.matches('li[data-startup]'))
          .map((animation) => Number(animation.effect?.getTiming().duration)),
      )
      await settled(page)
      await heart(page, (before[index] as Card).id).click()
      return durations
    }
    const animated = await moving('no-preference')
    expect(animated.length).toBeGreaterThanOrEqual(2)
    for (const duration of animated) expect(duration).toBe(300)
    expect(await moving('reduce')).toEqual([])
  })

  it('links „Pitch einreichen“ to /spotlight-registration and back to /spotlight', async () => {
    const { page } = await openVoting()
    const apply = page.locator('[data-island="VotingGrid"] a', { hasText: 'Pitch einreichen' })
    expect(await apply.getAttribute('href')).toBe('/spotlight-registration')
    expect(await page.locator('a', { hasText: 'Zurück zum Spotlight' }).getAttribute('href')).toBe('/spotlight')
    expect(await page.locator('a', { hasText: 'Share-Bild erstellen' }).first().getAttribute('href')).toBe(
      '/wildcard-share',
    )
  })
})

describe('the prize tooltip', () => {
  const trigger = (page: Page) => page.getByRole('button', { name: 'Preisgelder ansehen' })
  const tooltip = (page: Page) => page.locator('[role="tooltip"]')

  async function expectDescribes(page: Page) {
    const id = await tooltip(page).getAttribute('id')
    expect(id).toBeTruthy()
    expect(await trigger(page).getAttribute('aria-describedby')).toBe(id)
  }

  it('opens after 700 ms of hover, holds the three prizes and closes with Escape', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await expectDescribes(page)
    expect(await tooltip(page).isVisible()).toBe(false)
    await trigger(page).hover()
    await page.clock.runFor(650)
    expect(await tooltip(page).isVisible()).toBe(false)
    await page.clock.runFor(100)
    expect(await tooltip(page).isVisible()).toBe(true)
    const text = (await tooltip(page).textContent()) ?? ''
    expect(text).toContain('1. Platz5.000\u00a0€')
    expect(text).toContain('2. Platz2.500\u00a0€')
    expect(text).toContain('3. Platz1.000\u00a0€')
    // axe needs running timers; nothing closes an open tooltip by time.
    await page.clock.resume()
    await expectAccessible(page, 'wildcard voting with the prize tooltip open')
    expect(await tooltip(page).isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    expect(await tooltip(page).isVisible()).toBe(false)
  })

  it('opens after 700 ms of keyboard focus and closes on blur', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await trigger(page).focus()
    await page.clock.runFor(690)
    expect(await tooltip(page).isVisible()).toBe(false)
    await page.clock.runFor(20)
    expect(await tooltip(page).isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await tooltip(page).isVisible()).toBe(false)
  })

  it('re-opens at once within 300 ms after closing, and waits again after that', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await trigger(page).hover()
    await page.clock.runFor(750)
    expect(await tooltip(page).isVisible()).toBe(true)

    await page.mouse.move(5, 5)
    expect(await tooltip(page).isVisible()).toBe(false)
    await page.clock.runFor(200)
    await trigger(page).hover()
    await page.clock.runFor(1)
    expect(await tooltip(page).isVisible(), 'skip delay: immediate').toBe(true)

    await page.mouse.move(5, 5)
    await page.clock.runFor(400)
    await trigger(page).hover()
    await page.clock.runFor(300)
    expect(await tooltip(page).isVisible(), 'after the skip window: delayed again').toBe(false)
    await page.clock.runFor(450)
    expect(await tooltip(page).isVisible()).toBe(true)
  })

  it('stays open while the pointer moves onto it', async () => {
    const { page } = await openVoting(DESKTOP, { clock: true })
    await trigger(page).hover()
    await page.clock.runFor(750)
    const box = await tooltip(page).boundingBox()
    expect(box).not.toBeNull()
    if (!box) return
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    await page.clock.runFor(500)
    expect(await tooltip(page).isVisible()).toBe(true)
  })

  it('opens at once on a tap (phones have no hover)', async () => {
    const { page } = await openVoting(PHONE, { clock: true })
    await trigger(page).tap()
    await page.clock.runFor(1)
    expect(await tooltip(page).isVisible()).toBe(true)
    expect(await tooltip(page).textContent()).toContain('5.000\u00a0€')
  })
})

describe('votes that are stored', () => {
  const card = async (page: Page, id: string) => (await cards(page)).find((c) => c.id === id) as Card

  it('keeps the visitor’s vote over a reload (JavaScript on)', async () => {
    const watched = await openVoting(PHONE)
    const { page } = watched
    const before = await card(page, 'antragsweg')
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/votes/antragsweg') && r.status() === 200)
    await heart(page, 'antragsweg').click()
    await answered
    await page.reload({ waitUntil: 'load' })
    const after = await card(page, 'antragsweg')
    expect(after).toMatchObject({ votes: before.votes + 1, pressed: true })
    // Take it back, so the other tests see the counts they started with.
    await page.locator('#ranking').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="VotingGrid"][data-hydrated="true"]', { state: 'attached' })
    const back = page.waitForResponse((r) => r.url().endsWith('/api/votes/antragsweg'))
    await heart(page, 'antragsweg').click()
    expect((await (await back).json()).voted).toBe(false)
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('works without JavaScript: the heart posts a form and the page comes back with the vote', async () => {
    const watched = await openPage(DESKTOP, { baseURL: server.url, javaScriptEnabled: false })
    open.push(watched)
    const { page } = watched
    await page.goto('/wildcard-voting')
    const before = await card(page, 'flottenfunk')
    expect(before.pressed).toBe(false)
    await Promise.all([page.waitForURL(/\/wildcard-voting#startup-flottenfunk$/), heart(page, 'flottenfunk').click()])
    expect(await card(page, 'flottenfunk')).toMatchObject({ votes: before.votes + 1, pressed: true })
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/wildcard-voting') && r.status() === 200),
      heart(page, 'flottenfunk').click(),
    ])
    await page.waitForLoadState('load')
    expect(await card(page, 'flottenfunk')).toMatchObject({ votes: before.votes, pressed: false })
  })

  it('shows the ranking read-only with the winner after the final', async () => {
    const after = await previewServer('2025-11-21T12:00:00+01:00')
    const watched = await openPage(DESKTOP, { baseURL: after.url })
    open.push(watched)
    const { page } = watched
    await page.goto('/wildcard-voting')
    expect(await page.locator('[data-vote-button]').count()).toBe(0)
    const note = await page.locator('[data-voting-note]').textContent()
    expect(note).toContain(
      'Das Voting ist beendet: Die Wildcard fürs Finale hat Voltaro mit 412\u00a0Stimmen gewonnen.',
    )
    expect(realConsoleErrors(watched)).toEqual([])
    await watched.context.close()
    await after.stop()
  })
})
