import { describe, expect, it } from 'vitest'
import { WindowCounter } from '../../server/limiter'

describe('WindowCounter', () => {
  it('blocks a key at the limit until its window ends, other keys unaffected', () => {
    let now = 1_000_000
    const counter = new WindowCounter(3, 60_000, () => now)
    for (let event = 1; event <= 3; event++) {
      expect(counter.blockedFor('a')).toBe(0)
      expect(counter.record('a')).toBe(event)
    }
    expect(counter.blockedFor('a')).toBe(60)
    expect(counter.blockedFor('b')).toBe(0)
    now += 59_500
    expect(counter.blockedFor('a')).toBe(1)
    now += 500
    expect(counter.blockedFor('a')).toBe(0)
    expect(counter.record('a')).toBe(1)
  })

  it('keeps at most `capacity` keys, dropping expired windows first, then the oldest', () => {
    let now = 0
    const counter = new WindowCounter(1, 1000, () => now, 3)
    counter.record('old')
    now = 500
    counter.record('b')
    counter.record('c')
    now = 1200
    counter.record('d')
    expect(counter.size).toBe(3)
    expect(counter.blockedFor('old')).toBe(0)
    counter.record('e')
    expect(counter.size).toBe(3)
    expect(counter.blockedFor('b')).toBe(0)
    expect(counter.blockedFor('e')).toBe(1)
  })
})
