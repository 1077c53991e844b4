import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTER_STEPS, counterValue, decimalsOf, formatNumber } from '../../components/stats/counter'

describe('counterValue', () => {
  it('starts at 0 and ends exactly at the target', () => {
    for (const target of [50, 70, 3, 8, 1200, 92, 2.5, 0.75]) {
      expect(counterValue(target, 0)).toBe(0)
      expect(counterValue(target, COUNTER_STEPS)).toBe(target)
    }
  })

  it('clamps steps outside 0…50', () => {
    expect(counterValue(1200, -3)).toBe(0)
    expect(counterValue(1200, 51)).toBe(1200)
    expect(counterValue(1200, 500)).toBe(1200)
  })

  it('is half way at step 25', () => {
    expect(counterValue(1200, 25)).toBe(600)
    expect(counterValue(50, 25)).toBe(25)
  })

  it('never goes down and never overshoots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2 }), (whole, decimals) => {
        const target = whole / 10 ** decimals
        let previous = -Infinity
        for (let step = 0; step <= COUNTER_STEPS; step++) {
          const value = counterValue(target, step)
          expect(value).toBeGreaterThanOrEqual(previous)
          expect(value).toBeLessThanOrEqual(target)
          previous = value
        }
      }),
    )
  })

  it('keeps the decimals of a decimal target and whole numbers for whole targets', () => {
    for (let step = 0; step <= COUNTER_STEPS; step++) {
      expect(Number.isInteger(counterValue(1200, step))).toBe(true)
      expect(decimalsOf(counterValue(2.5, step))).toBeLessThanOrEqual(1)
      expect(decimalsOf(counterValue(0.75, step))).toBeLessThanOrEqual(2)
    }
    expect(counterValue(2.5, 10)).toBe(0.5)
    expect(counterValue(2.5, 25)).toBe(1.3)
  })
})

describe('formatNumber', () => {
  it('formats de-DE: thousands with a dot, decimals with a comma', () => {
    expect(formatNumber(1200)).toBe('1.200')
    expect(formatNumber(2.5, 1)).toBe('2,5')
    expect(formatNumber(0, 1)).toBe('0,0')
    expect(formatNumber(92)).toBe('92')
  })

  it('shows the target’s decimals at every step, so the width does not jump', () => {
    expect(formatNumber(counterValue(2.5, 0), decimalsOf(2.5))).toBe('0,0')
    expect(formatNumber(counterValue(2.5, 50), decimalsOf(2.5))).toBe('2,5')
  })
})
