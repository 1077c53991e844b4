import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { serveBuild } from '../../scripts/lib/serve-build'
import { browserServerEnv } from '../support/app'
import { confirmLink, startSmtp } from '../support/smtp'
import { DESKTOP, HYDRATION_WAIT, type openPage, visitsPerTest } from './browser'

// The wildcard ranking in a real browser. Votes are accepted only in the voting phase: each file runs its own
// server with the clock there (`votingPage()`), so the shared test server's counts stay untouched.

type Options = Parameters<typeof openPage>[1] & {
  clock?: boolean
  /** A browser that never confirmed an address (its hearts wait); default: a verified voter's browser. */
  anonymous?: boolean
}
export type Card = { id: string; votes: number; rank: number; pressed: boolean }

/** Waits until the island has no vote request in flight. */
export const settled = (page: Page) =>
  page.waitForSelector('[data-island="VotingGrid"] [data-pending="0"]', { state: 'attached', timeout: HYDRATION_WAIT })

/** Starts the file's voting-phase server; `openVoting` opens its ranking, `track` closes other pages after each test. */
export function votingPage() {
  let server: Awaited<ReturnType<typeof serveBuild>>
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let voter: { name: string; value: string }
  beforeAll(async () => {
    smtp = await startSmtp()
    server = await serveBuild({
      ...browserServerEnv,
      PREVIEW_AT: '2025-11-05T12:00:00+01:00',
      SMTP_URL: smtp.url,
      DATA_DIR: 'memory://',
    })
    voter = await verifiedVoterCookie(server.url, smtp)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })
  // Votes still on their way must arrive before the visitor leaves (the next test starts from the counts).
  // Only a hydrated grid sends votes: a page without one (JavaScript off, another page) has none in flight, and
  // waiting for it would only run into the timeout.
  const { visit, track } = visitsPerTest({
    beforeClose: async ({ page }) => {
      if (page.isClosed() || (await page.locator('[data-island="VotingGrid"][data-hydrated="true"]').count()) === 0)
        return
      await settled(page).catch(() => {})
    },
  })

  /** The voting page with its grid hydrated; the community pill stays away so it never covers a heart. */
  async function openVoting(viewport = DESKTOP, { clock, anonymous, ...options }: Options = {}) {
    const watched = await visit('/wildcard-voting', viewport, {
      baseURL: server.url,
      ...options,
      prepare: async ({ page, context }) => {
        if (!anonymous) await context.addCookies([{ ...voter, url: server.url }])
        if (clock) await page.clock.install()
      },
    })
    await watched.page.locator('#ranking').scrollIntoViewIfNeeded()
    await watched.page.waitForSelector('[data-island="VotingGrid"][data-hydrated="true"]', { state: 'attached' })
    await showAllCards(watched.page)
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
    get smtp() {
      return smtp
    },
    /** The cookie of a verified voter's browser. */
    get voterCookie() {
      return voter
    },
  }
}

/**
 * A browser that voted once, gave its address and confirmed the link from the mail, as HTTP requests (the
 * e-mail step in the browser has its own tests): its cookie. Its one heart is taken back afterwards, so
 * the counts are the sample's.
 */
async function verifiedVoterCookie(url: string, smtp: Awaited<ReturnType<typeof startSmtp>>) {
  const json = { 'content-type': 'application/json', accept: 'application/json', origin: url }
  const heart = await fetch(`${url}/api/votes/voltaro`, { method: 'POST', headers: json, body: '{"intent":"add"}' })
  const cookie = (heart.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const before = smtp.received.length
  await fetch(`${url}/api/voters`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ email: 'e2e-waehlerin@example.org' }),
  })
  const link = new URL(confirmLink((await smtp.waitFor(before + 1)).at(-1)?.raw ?? ''))
  const token = link.searchParams.get('token') ?? ''
  await fetch(`${url}/api/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  })
  await fetch(`${url}/api/votes/voltaro`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: '{"intent":"remove"}',
  })
  const [name = '', value = ''] = cookie.split('=')
  return { name, value }
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

/** On phones the ranking shows its top five: open it, so every heart is there to press. */
export async function showAllCards(page: Page) {
  const more = page.locator('[data-voting-more]:not([open]) > summary')
  if (await more.isVisible()) await more.click()
}
