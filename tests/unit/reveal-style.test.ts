import { describe, expect, it } from 'vitest'
import { MAX_REVEAL_STEPS, revealProps, revealStep } from '../../components/ui/reveal-style'

const delayOf = (index: number) => (revealProps(index).style as Record<string, number>)['--reveal-index']

describe('revealProps', () => {
  it('staggers the first items by their index', () => {
    expect([0, 1, 2, 3].map(delayOf)).toEqual([0, 1, 2, 3])
  })

  it('caps the stagger at four steps, however long the list', () => {
    expect(MAX_REVEAL_STEPS).toBe(4)
    expect(delayOf(4)).toBe(4)
    expect(delayOf(5)).toBe(4)
    expect(delayOf(20)).toBe(4)
    expect(delayOf(1_000)).toBe(4)
    for (let index = 0; index < 50; index++) expect(delayOf(index)).toBeLessThanOrEqual(MAX_REVEAL_STEPS)
  })

  it('never goes below zero or off the steps', () => {
    expect(revealStep(-3)).toBe(0)
    expect(revealStep(2.7)).toBe(2)
    expect(revealStep(Number.NaN)).toBe(0)
    expect(revealStep(Number.POSITIVE_INFINITY)).toBe(MAX_REVEAL_STEPS)
  })

  it('marks the element for the reveal, "always" also in the first screen', () => {
    expect(revealProps(1)['data-reveal']).toBe('')
    expect(revealProps(1, true)['data-reveal']).toBe('always')
  })
})
