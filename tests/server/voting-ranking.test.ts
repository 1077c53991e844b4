import { describe, expect, it } from 'vitest'
import { votingPrizes } from '../../data/voting'
import { votingGridCopy } from '../../data/voting-grid-copy'
import { sharedTestApp } from '../support/app'
import { mainOf, visibleText } from '../support/html'

const { get } = sharedTestApp()

describe('the wildcard ranking', () => {
  it('shows a tie as one place; the podium names its places, place 1 as the leader, without the prize money', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const places = [...html.matchAll(/data-rank="(\d+)"/g)].map((match) => Number(match[1]))
    // The sample data's tie (two startups with the same count) shares one place; the next one comes after both.
    const tied = places.findIndex((place, index) => index > 0 && place === places[index - 1])
    expect(tied).toBeGreaterThan(0)
    expect(places[tied + 1]).toBe(tied + 2)
    // Review 29b: the amounts stood three times (panel, badges, the tooltip); the badges now say the place only,
    // and only place 1's is marked as the leader. The spec's tooltip (hidden until opened) keeps them too.
    const badges = [...html.matchAll(/<p[^>]*data-rank="[123]"[^>]*>[\s\S]*?<\/p>/g)].map((m) => m[0]).slice(0, 3)
    expect(badges.map((badge) => visibleText(badge).trim())).toEqual(['Platz 1', 'Platz 2', 'Platz 3'])
    expect(badges.map((badge) => badge.includes('data-leader'))).toEqual([true, false, false])
    const shown = html.replace(/<div role="tooltip"[\s\S]*?<\/div>/, '')
    for (const prize of votingPrizes) expect(visibleText(shown).split(visibleText(prize.amount))).toHaveLength(2)
  })

  it('draws the votes of the podium and of each row as a bar against place 1, the prizes as figures (round 26)', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const items = [...html.matchAll(/<li[^>]*data-startup="[a-z0-9-]+"[\s\S]*?<\/article><\/li>/g)].map((m) => m[0])
    const votes = items.map((item) => Number(item.match(/data-votes="(\d+)"/)?.[1]))
    const leader = votes[0] ?? 1
    expect(items.length).toBeGreaterThan(3)
    items.forEach((item, index) => {
      const bar = item.match(/style="width:(\d+)%"/)?.[1]
      // Review 29b: the podium has the rows' bar too (it showed the same data without one), its width from the same counts.
      expect(Number(bar), `place ${index + 1}`).toBe(Math.round(((votes[index] ?? 0) / leader) * 100))
    })
    // The rows join into one box: the first row rounds its top, the last its bottom.
    expect(items[3]).toContain('rounded-t-2xl')
    expect(items.at(-1)).toContain('rounded-b-2xl')
    const panel =
      html.match(new RegExp(`<ol[^>]*aria-label="${votingGridCopy.prizeListLabel}"[\\s\\S]*?</ol>`))?.[0] ?? ''
    for (const prize of votingPrizes) expect(panel).toContain(prize.amount)
  })

  it('heads the rows once with „Stimmen“, keeps the word for screen readers, and leaves the heart neutral until voted (review 29b)', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const items = [...html.matchAll(/<li[^>]*data-startup="[a-z0-9-]+"[\s\S]*?<\/article><\/li>/g)].map((m) => m[0])
    // One column head, over the first row (place 4), hidden from screen readers.
    expect(html.match(/data-votes-head/g)).toHaveLength(1)
    expect(items[3]).toMatch(/<p[^>]*aria-hidden="true"[^>]*data-votes-head[^>]*>[\s\S]*?Stimmen/)
    for (const row of items.slice(3)) {
      const item = row.slice(row.indexOf('<article'))
      // The word under the figure is only read in a row (no sm:not-sr-only), and the heart's circle is not pink.
      const word = item.match(/<span class="([^"]*)">\s*Stimmen<\/span>/)?.[1] ?? ''
      expect(word).toContain('sr-only')
      expect(word).not.toContain('sm:not-sr-only')
    }
    const podiumWord = items[0]?.match(/<span class="([^"]*)">\s*Stimmen<\/span>/)?.[1] ?? ''
    expect(podiumWord).toContain('sm:not-sr-only')
    for (const item of items) {
      const circle = item.match(/<button[^>]*aria-pressed="false"[^>]*>\s*<span class="([^"]*)"/)?.[1] ?? ''
      expect(circle).not.toMatch(/bg-brand|text-brand-700 /)
      expect(circle).toContain('text-ink-700')
    }
  })
})
