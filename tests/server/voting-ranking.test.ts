import { describe, expect, it } from 'vitest'
import { votingPrizes } from '../../data/voting'
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
})
