import { describe, expect, it } from 'vitest'
import { votingStartups } from '../../data/voting'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { runThroughAdminSocket } from '../../server/admin-socket'
import { createClock } from '../../server/clock'
import { loadConfig } from '../../server/config'
import { loadRenderPage } from '../../server/vike'
import { buildTestApp, distDir, movableClock, testEnv } from '../support/app'
import { VOTING } from '../support/stores'

// /wildcard-voting's counts come from its own +data.ts, which reads them through the data access the server
// passes in pageContextInit (`services.votes`): whatever that returns is what the page shows, and the
// server shares a render for 2 s (`liveData` in its +config.ts), for the alias too.

/** The count each startup shows on the server-rendered ranking. */
function shownCounts(html: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const match of html.matchAll(/data-vote(?:-button|-count)="([a-z0-9-]+)"[\s\S]*?data-votes="(\d+)"/g))
    if (match[1] && match[2]) counts[match[1]] = Number(match[2])
  return counts
}

const [first] = votingStartups
if (!first) throw new Error('no voting startups')

/** /wildcard-voting rendered with the counts the injected data access returns (in the voting phase). */
async function renderWith(counts: () => Promise<Record<string, number>>): Promise<string> {
  const renderPage = await loadRenderPage({ dev: false, distDir })
  const { config } = loadConfig(testEnv)
  const { httpResponse } = await renderPage({
    urlOriginal: '/wildcard-voting',
    links: config.links,
    siteUrl: config.SITE_URL,
    requestedPath: '/wildcard-voting',
    time: createClock(VOTING).state().state,
    clockOffsetMs: 0,
    downloadSizes: {},
    services: { votes: { counts } },
  })
  return (await httpResponse?.getBody()) ?? ''
}

describe('the voting page’s data', () => {
  it('is what the injected data access returns, and stays on the server', async () => {
    let reads = 0
    for (const votes of [4321, 4322]) {
      const html = await renderWith(async () => {
        reads++
        return Object.fromEntries(votingStartups.map((startup) => [startup.id, votes]))
      })
      expect(shownCounts(html)[first.id]).toBe(votes)
      // Pages are HTML-only: no page context (and so no +data result, no services) is serialized for the browser.
      expect(html).not.toContain('vike_pageContext')
    }
    expect(reads).toBe(2)
  })

  it('puts the startup with the most votes first in the standings beside the headline', async () => {
    const last = votingStartups.at(-1)
    if (!last) throw new Error('no voting startups')
    const html = await renderWith(async () =>
      Object.fromEntries(votingStartups.map((startup) => [startup.id, startup === last ? 9_999 : 10])),
    )
    const aside = html.match(/<aside[^>]*data-standings[\s\S]*?<\/aside>/)?.[0] ?? ''
    expect(aside.match(/data-standing="([a-z0-9-]+)"/)?.[1]).toBe(last.id)
    expect(aside).toContain('9.999 Stimmen')
  })

  it('is shared for 2 s, then a credited vote shows, on the page and its alias', async () => {
    const dataDir = await freshDataDir()
    const time = movableClock(VOTING)
    const { app } = await buildTestApp({ DATA_DIR: dataDir, PREVIEW_AT: VOTING }, { clock: time.clock })
    try {
      const before = await app.inject({ method: 'GET', url: '/wildcard-voting' })
      expect(before.statusCode).toBe(200)
      expect(before.headers['cache-control']).toBe('private, no-store')
      const shown = shownCounts(before.body)[first.id] ?? Number.NaN
      expect(shown).toBe(first.votes)

      // The team credits votes through the running server (as `npm run admin -- credit` does).
      const lines: string[] = []
      const output = {
        out: (line: string) => lines.push(line),
        err: (line: string) => lines.push(line),
        stdout() {},
        file() {},
      }
      const run = await runThroughAdminSocket(dataDir, ['credit', first.id, '7', 'Test', 'der', 'Daten'], output)
      expect(run, lines.join('\n')).toEqual({ ran: true, code: 0 })

      // Within the share time every visitor gets the same render, the alias included.
      for (const url of ['/wildcard-voting', '/wildcard']) {
        const shared = await app.inject({ method: 'GET', url })
        expect(shared.headers['server-timing']).toBe('cache;desc="hit"')
        expect(shownCounts(shared.body)[first.id]).toBe(shown)
      }

      // Past it (the counts are read again at most every 2 s), the page renders with the new count.
      time.advance(2001)
      for (const url of ['/wildcard-voting', '/wildcard']) {
        const fresh = await app.inject({ method: 'GET', url })
        expect(fresh.statusCode).toBe(200)
        expect(fresh.headers['cache-control']).toBe('private, no-store')
        expect(shownCounts(fresh.body)[first.id]).toBe(shown + 7)
      }
    } finally {
      await app.close()
      removeDataDir(dataDir)
    }
  }, 60_000)
})
