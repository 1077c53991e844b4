import { describe, expect, it } from 'vitest'
import { filledStars } from '../../components/dashboard/star-count'

describe('dashboard stars', () => {
  it('fills whole stars: 8,7 of 10 is four of five, as the spec has it', () => {
    expect(filledStars(8.7 / 2, 5)).toBe(4)
    expect(filledStars(4.5, 5)).toBe(5)
    expect(filledStars(0.2, 5)).toBe(0)
  })
  it('never fills more than all or fewer than none', () => {
    expect(filledStars(7, 5)).toBe(5)
    expect(filledStars(-1, 5)).toBe(0)
  })
})
