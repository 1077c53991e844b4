import { describe, expect, it } from 'vitest'
import { currentCard } from '../../components/sections/rail-position'

// Four cards of 288 px with 16 px gaps on a 390 px phone: the rail scrolls 304 px per card, 678 px in all.
const starts = [0, 304, 608, 912]
const maxScroll = 678

describe('currentCard', () => {
  it('is the card whose start is nearest the scroll position', () => {
    expect(currentCard(starts, 0, maxScroll)).toBe(0)
    expect(currentCard(starts, 151, maxScroll)).toBe(0)
    expect(currentCard(starts, 153, maxScroll)).toBe(1)
    expect(currentCard(starts, 304, maxScroll)).toBe(1)
    expect(currentCard(starts, 500, maxScroll)).toBe(2)
  })

  it('is the last card at the end of the rail, which the last card never reaches with its start', () => {
    expect(currentCard(starts, 677, maxScroll)).toBe(3)
    expect(currentCard(starts, 678, maxScroll)).toBe(3)
  })

  it('is the first card of a rail that does not scroll (a grid from 640 px) or has no cards', () => {
    expect(currentCard(starts, 0, 0)).toBe(0)
    expect(currentCard([], 0, 0)).toBe(0)
  })
})
