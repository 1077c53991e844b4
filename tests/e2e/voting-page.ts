import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { serveBuild } from '../../scripts/lib/serve-build'
import { testEnv } from '../support/app'
import { DESKTOP, type openPage, visitsPerTest } from './browser'

// The wildcard ranking in a real browser. Votes are accepted only in the voting phase: each file runs its own
// server with the clock there (`votingPage()`), so the shared test server's counts stay untouched.

type Options = Parameters<typeof openPage>[1] & { clock?: boolean }
export type Card = { id: string; votes: number; rank: number; pressed: boolean }

/** Waits until the island has no vote request in flight. */
export const settled = (page: Page) =>
  page.waitForSelector('[data-island="VotingGrid"] [data-pending="0"]', { state: 'attached', timeout: 10_000 })

/** Starts the file's voting-phase server; `openVoting` opens its ranking, `track` closes other pages after each test. */
export function votingPage() {
  let server: Awaited<ReturnType<typeof serveBuild>>
  beforeAll(async () => {
    server = await serveBuild({ ...testEnv, PREVIEW_AT: '2025-11-05T12:00:00+01:00' })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })
  // Votes still on their way must arrive before the visitor leaves (the next test starts from the counts).
  const { visit, track } = visitsPerTest({ beforeClose: (watched) => settled(watched.page).catch(() => {}) })

  /** The voting page with its grid hydrated; the community pill stays away so it never covers a heart. */
  async function openVoting(viewport = DESKTOP, { clock, ...options }: Options = {}) {
    const watched = await visit('/wildcard-voting', viewport, {
      baseURL: server.url,
      ...options,
      prepare: clock ? ({ page }) => page.clock.install() : undefined,
    })
    await watched.page.locator('#ranking').scrollIntoViewIfNeeded()
    await watched.page.waitForSelector('[data-island="VotingGrid"][data-hydrated="true"]', { state: 'attached' })
    // Installed fake time still flows with the real clock: pause it, so only runFor() moves it.
    if (clock) await watched.page.clock.pauseAt(Date.now() + 60_000)
    return watched
  }
  return {
    openVoting,
    track,
    get url() {
      return server.url
    },
  }
}

export const cards = (page: Page): Promise<Card[]> =>
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

export const heart = (page: Page, id: string) => page.locator(`[data-vote-button="${id}"]`)
export const announcement = (page: Page) => page.locator('[data-vote-announcement]').textContent()
export const total = async (page: Page) =>
  Number((await page.locator('[data-total-votes]').textContent())?.replace('.', ''))
