import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spotlightFigures } from '../../data/figures'
import {
  allFinalists,
  finalWinner,
  spotlightResults,
  votePrizeWinners,
  voteRanking,
  wildcardWinner,
} from '../../data/spotlight-results'
import { type TimelineState, timelineSamples, timelineState } from '../../data/timeline'
import { votingPrizes, votingStartups } from '../../data/voting'
import { rankStartups } from '../../lib/ranking'
import { buildTestApp, withTestApp } from '../support/app'
import { mainOf, titleOf } from '../support/html'

// The results of the edition come from one place, data/spotlight-results.ts: /spotlight and /wildcard-voting
// show the same winners once the final is over, and nothing of them before.

/** The timeline's sample moments whose Spotlight phase is one of `phases`. */
const samplesIn = (...phases: TimelineState['spotlight'][]) =>
  timelineSamples().filter(({ state }) => phases.includes(state.spotlight))

/** The <main> of the page at `url` as `app` renders it. */
const mainAt = async (app: FastifyInstance, url: string) => mainOf((await app.inject({ method: 'GET', url })).body)

const OVER_MOMENTS = [
  ...samplesIn('over'),
  { at: '2026-11-25T12:00:00+01:00', state: timelineState(Date.parse('2026-11-25T12:00:00+01:00')) },
]

const attr = (html: string, name: string) => [...html.matchAll(new RegExp(`${name}="([^"]+)"`, 'g'))].map((m) => m[1])

describe('data/spotlight-results.ts', () => {
  it('names the jury’s Top 10 and derives the wildcard and the prize winners from the final ranking', () => {
    expect(spotlightResults.finalists).toHaveLength(spotlightFigures.finalists)
    expect(allFinalists).toHaveLength(spotlightFigures.finalists + spotlightFigures.wildcards)
    expect(allFinalists.map((f) => f.id)).toContain(finalWinner.id)
    const ranking = rankStartups(votingStartups, spotlightResults.voteCounts)
    expect(voteRanking).toEqual(ranking)
    expect(wildcardWinner.startup.id).toBe(ranking[0]?.startup.id)
    expect(allFinalists.at(-1)).toMatchObject({ id: wildcardWinner.startup.id, wildcard: true })
    expect(votePrizeWinners.map((p) => [p.place, p.amount, p.entry.startup.id])).toEqual(
      votingPrizes.map((prize) => [prize.place, prize.amount, ranking[prize.place - 1]?.startup.id]),
    )
  })
})

describe.each(OVER_MOMENTS)('at $at (over)', ({ at }: { at: string; state: TimelineState }) => {
  let app: FastifyInstance | undefined
  const pages: Record<string, string> = {}
  beforeAll(async () => {
    app = (await buildTestApp({ PREVIEW_AT: at })).app
    for (const path of ['/spotlight', '/wildcard-voting']) {
      const response = await app.inject({ method: 'GET', url: path })
      expect(response.statusCode, path).toBe(200)
      pages[path] = response.body
    }
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  it('/spotlight opens with the results: winner of the final, finalists, wildcard and prize winners', () => {
    const html = pages['/spotlight'] ?? ''
    const main = mainOf(html)
    expect(titleOf(html)).toContain('die Ergebnisse')
    // The results come right after the hero and its navigation, before the jury.
    expect(main.indexOf('<section id="ergebnisse"')).toBeGreaterThan(0)
    expect(main.indexOf('<section id="ergebnisse"')).toBeLessThan(main.indexOf('<section id="jury"'))
    expect(attr(main, 'data-final-winner')).toEqual([spotlightResults.finalWinner])
    expect(attr(main, 'data-wildcard-winner')).toEqual([wildcardWinner.startup.id])
    expect(attr(main, 'data-finalist')).toEqual(allFinalists.map((f) => f.id))
    expect(attr(main, 'data-prize-winner')).toEqual(votingPrizes.map((p) => String(p.place)))
    const prizeStartups = [...main.matchAll(/data-prize-winner="\d"[^>]*data-startup="([^"]+)"/g)].map((m) => m[1])
    expect(prizeStartups).toEqual(voteRanking.slice(0, votingPrizes.length).map((entry) => entry.startup.id))
    // The sign-up for the next edition, with its own tag; no countdown, no call to apply.
    expect(main).toContain('data-signup-form="spotlight_next_edition"')
    expect(main).not.toContain('data-countdown')
    expect(main).not.toContain('id="einreichen"')
  })

  it('/wildcard-voting opens with the wildcard winner and the final ranking, without hearts or the voting island', () => {
    const html = pages['/wildcard-voting'] ?? ''
    const main = mainOf(html)
    expect(titleOf(html)).toContain('Endergebnis')
    expect(main).not.toContain('data-vote-button')
    expect(main).not.toContain('data-island="VotingGrid"')
    expect(main).toContain('data-ranking-list="final"')
    const places = [...main.matchAll(/<li id="startup-([^"]+)"/g)].map((m) => m[1])
    expect(places).toEqual(voteRanking.map((entry) => entry.startup.id))
    const counts = [...main.matchAll(/data-vote-count="([^"]+)"><span data-votes="(\d+)"/g)].map((m) => [
      m[1],
      Number(m[2]),
    ])
    expect(counts).toEqual(voteRanking.map((entry) => [entry.startup.id, entry.votes]))
    // First place here is the wildcard winner of /spotlight.
    expect(places[0]).toBe(wildcardWinner.startup.id)
    expect(attr(mainOf(pages['/spotlight'] ?? ''), 'data-wildcard-winner')).toEqual([places[0]])
    const prizeStartups = [...main.matchAll(/data-prize-winner="\d"[^>]*data-startup="([^"]+)"/g)].map((m) => m[1])
    expect(prizeStartups).toEqual(places.slice(0, votingPrizes.length))
    expect(main).toContain(wildcardWinner.startup.name)
  })
})

describe.each(samplesIn('jury', 'final'))('at $at ($state.spotlight)', ({ at }) => {
  it('/wildcard-voting shows the vote closed with a provisional ranking of the live counts, and no results yet', async () => {
    await withTestApp({ PREVIEW_AT: at }, async (app) => {
      const main = await mainAt(app, '/wildcard-voting')
      expect(main).toContain('data-ranking-list="provisional"')
      expect(main).toContain('Vorläufiges Ergebnis')
      expect(main).not.toContain('data-island="VotingGrid"')
      expect(main).not.toContain('data-vote-button')
      const spotlight = await mainAt(app, '/spotlight')
      expect(spotlight).not.toContain('data-final-winner')
      expect(spotlight).not.toContain('id="ergebnisse"')
    })
  }, 120_000)
})

describe.each(samplesIn('upcoming', 'kickstart', 'voting'))('at $at ($state.spotlight)', ({ at }) => {
  it('/wildcard-voting loads the voting island while voting is open or ahead', async () => {
    await withTestApp({ PREVIEW_AT: at }, async (app) => {
      const main = await mainAt(app, '/wildcard-voting')
      expect(main).toContain('data-island="VotingGrid"')
      expect(main).not.toContain('data-ranking-list')
    })
  }, 120_000)
})
