import { describe, expect, it } from 'vitest'
import { votingPrizes } from '../../data/voting'
import { podiumCopy, votingGridCopy } from '../../data/voting-grid-copy'
import { sharedTestApp } from '../support/app'
import { mainOf, visibleText } from '../support/html'

const { get } = sharedTestApp()

describe('the wildcard ranking', () => {
  it('shows a tie as one place; place 1 is the Wildcard with its live lead, each podium card names its prize (review 30)', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const places = [...html.matchAll(/data-rank="(\d+)"/g)].map((match) => Number(match[1]))
    // The sample data's tie (two startups with the same count) shares one place; the next one comes after both.
    const tied = places.findIndex((place, index) => index > 0 && place === places[index - 1])
    expect(tied).toBeGreaterThan(0)
    expect(places[tied + 1]).toBe(tied + 2)
    // Review 29b: the badges say the place only, and only place 1's is marked as the leader; review 30: only place 1
    // wins the Wildcard, so its badge says so.
    const badges = [...html.matchAll(/<p[^>]*data-rank="[123]"[^>]*>[\s\S]*?<\/p>/g)].map((m) => m[0]).slice(0, 3)
    expect(badges.map((badge) => visibleText(badge).trim())).toEqual(['Platz 1 Wildcard', 'Platz 2', 'Platz 3'])
    expect(badges.map((badge) => badge.includes('data-leader'))).toEqual([true, false, false])
    // Review 30: each prize stands in its podium card (the band above no longer repeats the figures); the spec's
    // tooltip (hidden until opened) keeps them too. Outside the tooltip each amount shows once.
    for (const prize of votingPrizes) {
      const card = html.match(new RegExp(`<p[^>]*data-podium-prize="${prize.place}"[^>]*>[\\s\\S]*?</p>`))?.[0] ?? ''
      expect(visibleText(card)).toContain(visibleText(prize.amount))
    }
    const shown = html.replace(/<div role="tooltip"[\s\S]*?<\/div>/, '')
    for (const prize of votingPrizes) expect(visibleText(shown).split(visibleText(prize.amount))).toHaveLength(2)
    // Place 1's lead over place 2, from the counts the page rendered (no clock value).
    const votes = [...html.matchAll(/data-votes="(\d+)"/g)].map((m) => Number(m[1]))
    const lead = (votes[0] ?? 0) - (votes[1] ?? 0)
    expect(lead).toBeGreaterThan(0)
    expect(html.match(/data-lead="(\d+)"/g)).toHaveLength(1)
    const line = html.match(/<p[^>]*data-lead="(\d+)"[^>]*>([\s\S]*?)<\/p>/)
    expect(Number(line?.[1])).toBe(lead)
    expect(visibleText(line?.[2] ?? '')).toBe(podiumCopy.leadLabel(lead).replace(/\u00a0/g, ' '))
    expect(html).toMatch(/<article[^>]*ring-2 ring-ink-900[^>]*data-podium-card="1"/)
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
    // The prizes as figures, each in its podium card (review 30: no longer a row of three in the band above).
    votingPrizes.forEach((prize, index) => {
      expect(items[index]).toMatch(new RegExp(`data-podium-prize="${prize.place}"[^>]*>\\s*<span[^>]*>${prize.amount}`))
    })
  })

  it('heads the rows once with „Stimmen“, keeps the word for screen readers, and leaves the heart neutral until voted (review 29b)', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const items = [...html.matchAll(/<li[^>]*data-startup="[a-z0-9-]+"[\s\S]*?<\/article><\/li>/g)].map((m) => m[0])
    // One column head, over the first row (place 4), hidden from screen readers.
    expect(html.match(/data-votes-head/g)).toHaveLength(1)
    expect(items[3]).toMatch(/<p[^>]*aria-hidden="true"[^>]*data-votes-head[^>]*>[\s\S]*?Stimmen/)
    // Review 30: the head is the box's first row (its rounded top edge), with a head per column.
    const head = items[3]?.match(/<p[^>]*data-votes-head[^>]*>[\s\S]*?<\/p>/)?.[0] ?? ''
    expect(head).toContain('rounded-t-2xl')
    for (const word of [votingGridCopy.placeHead, votingGridCopy.startupHead, votingGridCopy.votesHead])
      expect(visibleText(head)).toContain(word)
    for (const row of items.slice(3)) {
      const item = row.slice(row.indexOf('<article'))
      // The word under the figure is only read in a row (no sm:not-sr-only), and the heart's circle is not pink.
      const word = item.match(/<span class="([^"]*)">\s*Stimmen<\/span>/)?.[1] ?? ''
      expect(word).toContain('sr-only')
      expect(word).not.toContain('sm:not-sr-only')
    }
    const podiumWord = items[0]?.match(/<span class="([^"]*)">\s*Stimmen<\/span>/)?.[1] ?? ''
    expect(podiumWord).toContain('sm:not-sr-only')
    // Review 30: a row's heart is a compact ghost button (no edge, 36 px tall, ≥ 24 px target); the podium keeps its pill.
    for (const row of items.slice(3)) {
      const button = row.match(/<button[^>]*data-vote-button[^>]*>/)?.[0] ?? ''
      expect(button).toContain('h-9')
      expect(button).not.toContain('ring-1')
    }
    expect(items[0]?.match(/<button[^>]*data-vote-button[^>]*>/)?.[0]).toContain('min-h-11')
    for (const item of items) {
      const circle = item.match(/<button[^>]*aria-pressed="false"[^>]*>\s*<span class="([^"]*)"/)?.[1] ?? ''
      expect(circle).not.toMatch(/bg-brand|text-brand-700 /)
      expect(circle).toContain('text-ink-700')
    }
  })
})
