/*
 * Swipe rules of the demo card feed (spec §4). Distances are in CSS pixels, measured from the touch start;
 * dx < 0 is a movement to the left.
 */

export const SWIPE_START_PX = 20
export const SWIPE_START_RATIO = 1.5
export const SWIPE_MIN_PX = 80
export const SWIPE_MIN_MS = 100
export const SWIPE_MAX_MS = 800

export type SwipeDirection = 'next' | 'previous'

/** A horizontal swipe has started (so the page should not scroll): |dx| > 20 and |dx| > 1.5 · |dy|. */
export function swipeStarted(dx: number, dy: number): boolean {
  const x = Math.abs(dx)
  return x > SWIPE_START_PX && x > SWIPE_START_RATIO * Math.abs(dy)
}

/**
 * A finished touch counts as a swipe when |dx| ≥ 80, |dy| < |dx| and it took 100 to 800 ms (both
 * inclusive). Left gives the next startup, right the previous one; anything else is null.
 */
export function classifySwipe({
  dx,
  dy,
  durationMs,
}: {
  dx: number
  dy: number
  durationMs: number
}): SwipeDirection | null {
  if (![dx, dy, durationMs].every(Number.isFinite)) return null
  const x = Math.abs(dx)
  if (x < SWIPE_MIN_PX || Math.abs(dy) >= x) return null
  if (durationMs < SWIPE_MIN_MS || durationMs > SWIPE_MAX_MS) return null
  return dx < 0 ? 'next' : 'previous'
}

/** Touches starting on a button, and every touch while the profile is open, are not swipes. */
export function shouldIgnoreTouch({
  startedOnButton,
  profileOpen,
}: {
  startedOnButton: boolean
  profileOpen: boolean
}): boolean {
  return startedOnButton || profileOpen
}

/** Index in 0…length−1 with wraparound at both ends (−1 → last, length → 0); 0 for an empty feed. */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(length) || length <= 0 || !Number.isInteger(index)) return 0
  return ((index % length) + length) % length
}

/** The index after moving one step in a direction. */
export function stepIndex(current: number, direction: SwipeDirection, length: number): number {
  return wrapIndex(direction === 'next' ? current + 1 : current - 1, length)
}

/** One finger on the card: where and when it went down, and whether the movement became a swipe yet. */
export type SwipeTrack = { x: number; y: number; time: number; started: boolean }

export const beginSwipe = (x: number, y: number, time: number): SwipeTrack => ({ x, y, time, started: false })

/** The track after the finger moved to (x, y): once started, a swipe stays started. */
export function moveSwipe(track: SwipeTrack, x: number, y: number): SwipeTrack {
  return track.started || !swipeStarted(x - track.x, y - track.y) ? track : { ...track, started: true }
}

/**
 * The direction of a finished touch, or null. The movement must have started as a swipe (at some move
 * or at the end) and then meet classifySwipe's distance and duration rules.
 */
export function endSwipe(track: SwipeTrack, x: number, y: number, time: number): SwipeDirection | null {
  const dx = x - track.x
  const dy = y - track.y
  if (!track.started && !swipeStarted(dx, dy)) return null
  return classifySwipe({ dx, dy, durationMs: time - track.time })
}
