import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  beginSwipe,
  classifySwipe,
  endSwipe,
  moveSwipe,
  shouldIgnoreTouch,
  stepIndex,
  swipeStarted,
  wrapIndex,
} from '../../components/demo-card/swipe'

describe('swipeStarted', () => {
  it.each([
    [20, false],
    [-20, false],
    [20.5, true],
    [21, true],
    [-21, true],
  ])('needs more than 20 px horizontally: dx %d → %s', (dx, started) => {
    expect(swipeStarted(dx, 0)).toBe(started)
  })

  it.each([
    [30, 20, false],
    [30, -20, false],
    [30, 19.9, true],
    [-60, 39, true],
    [-60, 40, false],
  ])('needs more than 1.5 times the vertical movement: dx %d, dy %d → %s', (dx, dy, started) => {
    expect(swipeStarted(dx, dy)).toBe(started)
  })

  it('agrees with the rule for any movement', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (dx, dy) => {
          expect(swipeStarted(dx, dy)).toBe(Math.abs(dx) > 20 && Math.abs(dx) > 1.5 * Math.abs(dy))
          expect(swipeStarted(-dx, dy)).toBe(swipeStarted(dx, dy))
          expect(swipeStarted(dx, -dy)).toBe(swipeStarted(dx, dy))
        },
      ),
    )
  })
})

describe('classifySwipe', () => {
  it('maps left to next and right to previous', () => {
    expect(classifySwipe({ dx: -120, dy: 10, durationMs: 300 })).toBe('next')
    expect(classifySwipe({ dx: 120, dy: 10, durationMs: 300 })).toBe('previous')
  })

  it('counts from 80 px horizontally (inclusive)', () => {
    expect(classifySwipe({ dx: -80, dy: 0, durationMs: 300 })).toBe('next')
    expect(classifySwipe({ dx: 80, dy: 0, durationMs: 300 })).toBe('previous')
    expect(classifySwipe({ dx: -79.9, dy: 0, durationMs: 300 })).toBeNull()
    expect(classifySwipe({ dx: 79, dy: 0, durationMs: 300 })).toBeNull()
  })

  it('needs less vertical than horizontal movement', () => {
    expect(classifySwipe({ dx: -100, dy: 99, durationMs: 300 })).toBe('next')
    expect(classifySwipe({ dx: -100, dy: 100, durationMs: 300 })).toBeNull()
    expect(classifySwipe({ dx: 100, dy: -100, durationMs: 300 })).toBeNull()
    expect(classifySwipe({ dx: 100, dy: -150, durationMs: 300 })).toBeNull()
  })

  it('needs 100 to 800 ms (both inclusive)', () => {
    expect(classifySwipe({ dx: -100, dy: 0, durationMs: 99 })).toBeNull()
    expect(classifySwipe({ dx: -100, dy: 0, durationMs: 100 })).toBe('next')
    expect(classifySwipe({ dx: -100, dy: 0, durationMs: 800 })).toBe('next')
    expect(classifySwipe({ dx: -100, dy: 0, durationMs: 801 })).toBeNull()
    expect(classifySwipe({ dx: 100, dy: 0, durationMs: 0 })).toBeNull()
  })

  it('rejects non-finite input', () => {
    expect(classifySwipe({ dx: Number.NaN, dy: 0, durationMs: 300 })).toBeNull()
    expect(classifySwipe({ dx: -100, dy: Number.NaN, durationMs: 300 })).toBeNull()
    expect(classifySwipe({ dx: -Infinity, dy: 0, durationMs: 300 })).toBeNull()
    expect(classifySwipe({ dx: -100, dy: 0, durationMs: Number.NaN })).toBeNull()
  })

  it('agrees with the rule for any gesture, and mirroring dx flips the direction', () => {
    const px = fc.double({ min: -400, max: 400, noNaN: true })
    fc.assert(
      fc.property(px, px, fc.double({ min: 0, max: 1500, noNaN: true }), (dx, dy, durationMs) => {
        const counts = Math.abs(dx) >= 80 && Math.abs(dy) < Math.abs(dx) && durationMs >= 100 && durationMs <= 800
        const result = classifySwipe({ dx, dy, durationMs })
        expect(result).toBe(counts ? (dx < 0 ? 'next' : 'previous') : null)
        const mirrored = classifySwipe({ dx: -dx, dy, durationMs })
        if (result === null) expect(mirrored).toBeNull()
        else expect(mirrored).toBe(result === 'next' ? 'previous' : 'next')
      }),
    )
  })

  it('never counts a gesture that did not start a swipe on its way (monotone: a counted swipe has started)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (dx, dy) => {
        if (classifySwipe({ dx, dy, durationMs: 300 }) !== null) expect(Math.abs(dx)).toBeGreaterThan(20)
      }),
    )
  })
})

describe('shouldIgnoreTouch', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('startedOnButton=%s profileOpen=%s → %s', (startedOnButton, profileOpen, expected) => {
    expect(shouldIgnoreTouch({ startedOnButton, profileOpen })).toBe(expected)
  })
})

describe('wrapIndex and stepIndex', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(1, 3)).toBe(1)
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(stepIndex(2, 'next', 3)).toBe(0)
    expect(stepIndex(0, 'previous', 3)).toBe(2)
    expect(stepIndex(0, 'next', 3)).toBe(1)
  })

  it('answers 0 for an empty feed or a non-integer index', () => {
    expect(wrapIndex(0, 0)).toBe(0)
    expect(wrapIndex(5, -1)).toBe(0)
    expect(wrapIndex(1.5, 3)).toBe(0)
  })

  it('stays in range, and next then previous returns to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, length) => {
        const wrapped = wrapIndex(index, length)
        expect(wrapped).toBeGreaterThanOrEqual(0)
        expect(wrapped).toBeLessThan(length)
        expect(Math.abs((wrapped - index) % length)).toBe(0)
        expect(stepIndex(stepIndex(wrapped, 'next', length), 'previous', length)).toBe(wrapped)
      }),
    )
  })
})

describe('swipe tracking (beginSwipe, moveSwipe, endSwipe)', () => {
  it('counts a quick horizontal swipe that started as one', () => {
    let track = beginSwipe(200, 300, 1000)
    track = moveSwipe(track, 190, 301)
    expect(track.started).toBe(false)
    track = moveSwipe(track, 170, 302)
    expect(track.started).toBe(true)
    expect(endSwipe(track, 100, 305, 1300)).toBe('next')
    expect(endSwipe(beginSwipe(100, 300, 0), 200, 290, 250)).toBe('previous')
  })

  it('keeps the start once reached, even if the finger then drifts', () => {
    const track = moveSwipe(moveSwipe(beginSwipe(0, 0, 0), 30, 5), 32, 40)
    expect(track.started).toBe(true)
    expect(endSwipe(track, 100, 60, 400)).toBe('previous')
  })

  it('rejects a movement that never was more horizontal than 1.5 × vertical', () => {
    const track = moveSwipe(beginSwipe(0, 0, 0), 50, 40)
    expect(track.started).toBe(false)
    // |dx| ≥ 80 and |dy| < |dx| would pass classifySwipe, but it never started as a swipe.
    expect(endSwipe(track, 100, 80, 300)).toBeNull()
  })

  it('applies the distance and duration rules at the end', () => {
    const started = moveSwipe(beginSwipe(0, 0, 0), -30, 0)
    expect(endSwipe(started, -60, 0, 300)).toBeNull()
    expect(endSwipe(started, -140, 0, 1000)).toBeNull()
    expect(endSwipe(started, -140, 0, 50)).toBeNull()
    expect(endSwipe(started, -80, 0, 100)).toBe('next')
    expect(endSwipe(started, -80, 0, 800)).toBe('next')
  })
})
