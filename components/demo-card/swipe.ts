/*
 * Swipe rules of the demo card feed. Distances are in CSS pixels, measured from the touch start;
 * dx < 0 is a movement to the left.
 */

const SWIPE_START_PX = 20
const SWIPE_START_RATIO = 1.5
const SWIPE_MIN_PX = 80
const SWIPE_MIN_MS = 100
const SWIPE_MAX_MS = 800

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

/** The parts of a touch event the gesture needs (a DOM TouchEvent fits). */
type TouchLike = {
  touches: ArrayLike<{ clientX: number; clientY: number }>
  changedTouches: ArrayLike<{ clientX: number; clientY: number }>
  timeStamp: number
}

/**
 * Follows one finger from its touchstart to its end, on the element the finger went down on. Touch events
 * keep targeting that element even when a re-render removes it from the page (the feed re-creates the
 * video on every switch), and then they no longer bubble to the card: listening on the target itself
 * keeps such a gesture. Each gesture is judged on its own, so a swipe counts however soon it follows the
 * last one. Returns a function that stops listening.
 */
export function followTouch(
  target: EventTarget,
  start: TouchLike,
  onSwipe: (direction: SwipeDirection) => void,
): () => void {
  const first = start.touches[0]
  let track: SwipeTrack | null =
    start.touches.length === 1 && first ? beginSwipe(first.clientX, first.clientY, start.timeStamp) : null
  const stop = () => {
    target.removeEventListener('touchmove', move)
    target.removeEventListener('touchend', end)
    target.removeEventListener('touchcancel', stop)
  }
  const move = (event: Event) => {
    const touch = (event as unknown as TouchLike).touches
    if (!track) return
    if (touch.length !== 1 || !touch[0]) {
      track = null
      return
    }
    track = moveSwipe(track, touch[0].clientX, touch[0].clientY)
  }
  const end = (event: Event) => {
    const { changedTouches, timeStamp } = event as unknown as TouchLike
    const touch = changedTouches[0]
    stop()
    if (!track || !touch) return
    const direction = endSwipe(track, touch.clientX, touch.clientY, timeStamp)
    if (direction) onSwipe(direction)
  }
  if (!track) return () => {}
  target.addEventListener('touchmove', move, { passive: true })
  target.addEventListener('touchend', end)
  target.addEventListener('touchcancel', stop)
  return stop
}
