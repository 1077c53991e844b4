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
