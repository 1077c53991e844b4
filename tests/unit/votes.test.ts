import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyServerVote,
  initialVoteState,
  toggleVote,
  voteAnnouncement,
  votesLabel,
} from '../../components/voting/votes'
import { SHOWN_TAGS, votingStartupSchema, votingStartups } from '../../data/voting'
import { rankStartups, shownCounts } from '../../lib/ranking'
import config from '../../uno.config'

const sample = [
  { id: 'a', votes: 5 },
  { id: 'b', votes: 9 },
  { id: 'c', votes: 5 },
  { id: 'd', votes: 0 },
]

describe('toggleVote', () => {
  it('adds one vote, then takes it back', () => {
    const start = initialVoteState(sample)
    const voted = toggleVote(start, 'a')
    expect(voted.counts.a).toBe(6)
    expect(voted.voted.a).toBe(true)
    const back = toggleVote(voted, 'a')
    expect(back.counts.a).toBe(5)
    expect(back.voted.a).toBe(false)
    expect(back.counts).toEqual(start.counts)
  })

  it('starts from 0 and never goes below 0', () => {
    const start = initialVoteState(sample)
    expect(toggleVote(start, 'd').counts.d).toBe(1)
    expect(toggleVote(toggleVote(start, 'd'), 'd').counts.d).toBe(0)
    // A voted state whose count is already 0 (e.g. inconsistent input) still clamps at 0.
    expect(toggleVote({ counts: { d: 0 }, voted: { d: true } }, 'd').counts.d).toBe(0)
  })

  it('leaves the other startups and the previous state untouched', () => {
    const start = initialVoteState(sample)
    const next = toggleVote(start, 'b')
    expect(start.counts.b).toBe(9)
    expect(start.voted.b).toBeUndefined()
    expect({ ...next.counts, b: 9 }).toEqual(start.counts)
  })

  it('never produces a negative count, whatever the sequence of clicks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (clicks) => {
        const start = initialVoteState(sample)
        const end = clicks.reduce(toggleVote, start)
        for (const { id, votes } of sample) {
          const presses = clicks.filter((click) => click === id).length
          expect(end.counts[id]).toBe(votes + (presses % 2))
          expect(end.counts[id]).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('clamps negative published counts to 0', () => {
    expect(initialVoteState([{ id: 'x', votes: -3 }]).counts.x).toBe(0)
  })
})

describe('rankStartups', () => {
  it('sorts by descending votes and numbers the places', () => {
    const ranked = rankStartups(sample, { a: 5, b: 9, c: 5, d: 0 })
    expect(ranked.map((entry) => [entry.startup.id, entry.votes, entry.rank])).toEqual([
      ['b', 9, 1],
      ['a', 5, 2],
      ['c', 5, 3],
      ['d', 0, 4],
    ])
  })

  it('keeps the given order for ties (stable) and moves a card up once it has more votes', () => {
    expect(rankStartups(sample, { a: 5, b: 9, c: 5, d: 0 }).map((e) => e.startup.id)).toEqual(['b', 'a', 'c', 'd'])
    expect(rankStartups(sample, { a: 5, b: 9, c: 6, d: 0 }).map((e) => e.startup.id)).toEqual(['b', 'c', 'a', 'd'])
  })

  it('shows a tie as one shared place, the next startup after both (positions stay 1…n)', () => {
    const ranked = rankStartups(sample, { a: 5, b: 9, c: 5, d: 0 })
    expect(ranked.map((e) => e.place)).toEqual([1, 2, 2, 4])
    expect(ranked.map((e) => e.rank)).toEqual([1, 2, 3, 4])
    expect(ranked.map((e) => e.tied)).toEqual([false, true, true, false])
  })

  it('treats a missing count as 0 and does not change its input', () => {
    const input = [...sample]
    const ranked = rankStartups(input, { b: 1 })
    expect(ranked.map((e) => e.startup.id)).toEqual(['b', 'a', 'c', 'd'])
    expect(input).toEqual(sample)
  })

  it('is always descending and stable for any counts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { minLength: 1, maxLength: 30 }), (counts) => {
        const startups = counts.map((_, index) => ({ id: `s${index}` }))
        const votes = Object.fromEntries(counts.map((count, index) => [`s${index}`, count]))
        const ranked = rankStartups(startups, votes)
        expect(ranked.map((e) => e.rank)).toEqual(counts.map((_, index) => index + 1))
        for (let i = 1; i < ranked.length; i++) {
          const [prev, current] = [ranked[i - 1], ranked[i]]
          if (!prev || !current) continue
          expect(prev.votes).toBeGreaterThanOrEqual(current.votes)
          if (prev.votes === current.votes) {
            expect(startups.indexOf(prev.startup)).toBeLessThan(startups.indexOf(current.startup))
          }
        }
      }),
    )
  })
})

describe('texts', () => {
  it('announces the new place in German', () => {
    expect(voteAnnouncement('Voltaro', true, 3)).toBe('Stimme für Voltaro abgegeben\u00a0– jetzt Platz 3')
    expect(voteAnnouncement('Voltaro', false, 5)).toBe('Stimme für Voltaro zurückgenommen\u00a0– jetzt Platz 5')
  })

  it('labels counts with German grouping and singular', () => {
    expect(votesLabel(0)).toBe('0 Stimmen')
    expect(votesLabel(1)).toBe('1 Stimme')
    expect(votesLabel(1204)).toBe('1.204 Stimmen')
  })
})

describe('voting sample data', () => {
  it('has 20 valid startups with unique ids, logos under /images/voting/ and at least two tags', () => {
    expect(votingStartups).toHaveLength(20)
    for (const startup of votingStartups) expect(votingStartupSchema.parse(startup)).toEqual(startup)
    expect(new Set(votingStartups.map((s) => s.id)).size).toBe(20)
    expect(votingStartups.every((s) => s.tags.length >= SHOWN_TAGS)).toBe(true)
    const publicDir = join(import.meta.dirname, '../../public')
    for (const startup of votingStartups) expect(existsSync(join(publicDir, startup.image)), startup.image).toBe(true)
  })

  it('tints the logos from the palette: a flat ground and glyph of ink, brand, violet or mint, no two alike', () => {
    // Review 28: rainbow gradients (orange, teal, sky, lime) clashed with the site's four colour families.
    const families = (config.theme as { colors: Record<string, Record<string, string>> }).colors
    const palette = new Set(
      ['ink', 'brand', 'violet', 'mint']
        .flatMap((family) => Object.values(families[family] ?? {}))
        .map((hex) => hex.toUpperCase()),
    )
    palette.add('#FFFFFF')
    const publicDir = join(import.meta.dirname, '../../public')
    const pairs = new Set<string>()
    for (const startup of votingStartups) {
      const svg = readFileSync(join(publicDir, startup.image), 'utf8')
      expect(svg, startup.id).not.toContain('Gradient')
      const colours = [...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9A-Fa-f]{3,6})"/g)].map((m) =>
        m[1]?.toUpperCase(),
      )
      for (const colour of colours) expect(palette.has(colour ?? ''), `${startup.id}: ${colour}`).toBe(true)
      pairs.add(colours.slice(0, 2).join(' '))
    }
    expect(pairs.size).toBe(votingStartups.length)
  })

  it('contains a tie and a startup without votes (the cases the page must handle)', () => {
    const counts = votingStartups.map((s) => s.votes)
    expect(new Set(counts).size).toBeLessThan(counts.length)
    expect(counts).toContain(0)
  })
})

describe('state from the server', () => {
  it('starts from the counts and the hearts the server rendered', () => {
    const start = initialVoteState(sample, { a: 12, b: 3 }, ['b'])
    expect(start.counts).toEqual({ a: 12, b: 3, c: 5, d: 0 })
    expect(start.voted).toEqual({ b: true })
    expect(toggleVote(start, 'b').counts.b).toBe(2)
  })

  it('takes the server’s count and vote for the answered startup only', () => {
    const shown = toggleVote(toggleVote(initialVoteState(sample), 'a'), 'c')
    const next = applyServerVote(shown, { startupId: 'a', voted: true, votes: 40 })
    expect(next.counts).toEqual({ ...shown.counts, a: 40 })
    expect(next.voted).toEqual({ a: true, c: true })
    expect(applyServerVote(shown, { startupId: 'd', voted: false, votes: -2 }).counts.d).toBe(0)
  })
})

describe('shownCounts', () => {
  it('adds the database counts to each base count and never shows less than 0 (site and admin alike)', () => {
    const startups = [
      { id: 'a', votes: 10 },
      { id: 'b', votes: 2 },
      { id: 'c', votes: 0 },
    ]
    expect(shownCounts(startups, { a: 5, b: -7, x: 99 })).toEqual({ a: 15, b: 0, c: 0 })
  })
})
