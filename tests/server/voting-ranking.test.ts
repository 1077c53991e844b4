import { describe, expect, it } from 'vitest'
import { votingPrizes } from '../../data/voting'
import { votingGridCopy } from '../../data/voting-grid-copy'
import { sharedTestApp } from '../support/app'
import { mainOf } from '../support/html'

const { get } = sharedTestApp()

describe('the wildcard ranking', () => {
  it('shows a tie as one place and names each podium place with its prize', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const places = [...html.matchAll(/data-rank="(\d+)"/g)].map((match) => Number(match[1]))
    // The sample data's tie (two startups with the same count) shares one place; the next one comes after both.
    const tied = places.findIndex((place, index) => index > 0 && place === places[index - 1])
    expect(tied).toBeGreaterThan(0)
    expect(places[tied + 1]).toBe(tied + 2)
    for (const prize of votingPrizes)
      expect(html).toMatch(
        new RegExp(`data-rank="${prize.place}"[^>]*>[\\s\\S]{0,120}?<span[^>]*> · ${prize.amount}</span>`),
      )
  })

  it('draws the votes of each row as a bar against place 1 and shows the three prizes as figures (round 26)', async () => {
    const html = mainOf((await get('/wildcard-voting')).body)
    const items = [...html.matchAll(/<li[^>]*data-startup="[a-z0-9-]+"[\s\S]*?<\/article><\/li>/g)].map((m) => m[0])
    const votes = items.map((item) => Number(item.match(/data-votes="(\d+)"/)?.[1]))
    const leader = votes[0] ?? 1
    expect(items.length).toBeGreaterThan(3)
    items.forEach((item, index) => {
      const bar = item.match(/style="width:(\d+)%"/)?.[1]
      // The podium has no bar; every row below it one, its width from the same counts.
      if (index < 3) expect(bar).toBeUndefined()
      else expect(Number(bar)).toBe(Math.round(((votes[index] ?? 0) / leader) * 100))
    })
    // The rows join into one box: the first row rounds its top, the last its bottom.
    expect(items[3]).toContain('rounded-t-2xl')
    expect(items.at(-1)).toContain('rounded-b-2xl')
    const panel =
      html.match(new RegExp(`<ol[^>]*aria-label="${votingGridCopy.prizeTooltipTitle}"[\\s\\S]*?</ol>`))?.[0] ?? ''
    for (const prize of votingPrizes) expect(panel).toContain(prize.amount)
  })
})
