import { describe, expect, it } from 'vitest'
import { followTouch, type SwipeDirection } from '../../components/demo-card/swipe'

describe('followTouch (one gesture on the element the finger went down on)', () => {
  type Point = [x: number, y: number]
  const touchEvent = (type: string, timeStamp: number, touches: Point[], changed: Point[] = touches) => {
    const event = new Event(type)
    const list = (points: Point[]) => points.map(([clientX, clientY]) => ({ clientX, clientY }))
    Object.defineProperties(event, {
      timeStamp: { value: timeStamp },
      touches: { value: list(touches) },
      changedTouches: { value: list(changed) },
    })
    return event as Event & {
      touches: { clientX: number; clientY: number }[]
      changedTouches: { clientX: number; clientY: number }[]
    }
  }
  /** A straight one-finger swipe of dx px from (100, 300), starting at `at` ms and lasting `ms`. */
  const gesture = (target: EventTarget, at: number, dx: number, ms: number, onSwipe: (d: SwipeDirection) => void) => {
    const stop = followTouch(target, touchEvent('touchstart', at, [[100, 300]]), onSwipe)
    for (let i = 1; i <= 4; i++)
      target.dispatchEvent(touchEvent('touchmove', at + (ms * i) / 4, [[100 + (dx * i) / 4, 300]]))
    target.dispatchEvent(touchEvent('touchend', at + ms, [], [[100 + dx, 300]]))
    return stop
  }

  it('counts a right swipe 300 ms after a left one (no lock between gestures)', () => {
    const seen: SwipeDirection[] = []
    const target = new EventTarget()
    gesture(target, 1000, -140, 300, (d) => seen.push(d))
    gesture(target, 1600, 140, 300, (d) => seen.push(d))
    gesture(target, 1950, -140, 120, (d) => seen.push(d))
    expect(seen).toEqual(['next', 'previous', 'next'])
  })

  it('keeps following a target that was removed from the page meanwhile', () => {
    const seen: SwipeDirection[] = []
    const parent = new EventTarget()
    const target = new EventTarget()
    // Nothing listens on the parent: the gesture is followed on the element itself.
    parent.addEventListener('touchend', () => seen.push('next'))
    gesture(target, 0, 120, 250, (d) => seen.push(d))
    expect(seen).toEqual(['previous'])
  })

  it('still applies the thresholds, and stops listening after the gesture', () => {
    const seen: SwipeDirection[] = []
    const target = new EventTarget()
    gesture(target, 0, -60, 300, (d) => seen.push(d))
    gesture(target, 400, -140, 900, (d) => seen.push(d))
    gesture(target, 1400, -140, 60, (d) => seen.push(d))
    target.dispatchEvent(touchEvent('touchend', 2000, [], [[0, 300]]))
    expect(seen).toEqual([])
  })

  it('drops the gesture when a second finger joins, and ignores a two-finger start', () => {
    const seen: SwipeDirection[] = []
    const target = new EventTarget()
    followTouch(target, touchEvent('touchstart', 0, [[100, 300]]), (d) => seen.push(d))
    target.dispatchEvent(
      touchEvent('touchmove', 100, [
        [60, 300],
        [200, 300],
      ]),
    )
    target.dispatchEvent(touchEvent('touchend', 300, [], [[-40, 300]]))
    followTouch(
      target,
      touchEvent('touchstart', 400, [
        [100, 300],
        [200, 300],
      ]),
      (d) => seen.push(d),
    )
    target.dispatchEvent(touchEvent('touchend', 700, [], [[-40, 300]]))
    expect(seen).toEqual([])
  })

  it('stop() cancels a gesture in progress', () => {
    const seen: SwipeDirection[] = []
    const target = new EventTarget()
    const stop = followTouch(target, touchEvent('touchstart', 0, [[100, 300]]), (d) => seen.push(d))
    target.dispatchEvent(touchEvent('touchmove', 100, [[40, 300]]))
    stop()
    target.dispatchEvent(touchEvent('touchend', 300, [], [[-40, 300]]))
    expect(seen).toEqual([])
  })
})
