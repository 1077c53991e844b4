import { nextBoundary, type TimelineState, timelineKey, timelineState } from '../data/timeline'

/**
 * The server's clock. With PREVIEW_AT it starts at that instant and runs on from there, so operators
 * preview any phase and tests exercise every phase against the real server.
 */
export type Clock = {
  /** The site's time (PREVIEW_AT applied): what pages and the event timeline go by. */
  now(): number
  /** The machine's real time, whatever PREVIEW_AT says: for security (session ages, rate windows). */
  realNow(): number
  /** Milliseconds the clock runs ahead of (or behind) the machine's: a constant for the process. */
  readonly offsetMs: number
  /** The timeline state now, recomputed only when a boundary has passed. */
  state(): { state: TimelineState; key: string }
}

export function createClock(previewAt?: string, machineNow: () => number = Date.now): Clock {
  const offsetMs = previewAt ? Date.parse(previewAt) - machineNow() : 0
  const now = () => machineNow() + offsetMs
  let current: { state: TimelineState; key: string; from: number; until: number } | undefined
  return {
    now,
    realNow: machineNow,
    offsetMs,
    state() {
      const instant = now()
      if (!current || instant >= current.until || instant < current.from) {
        const state = timelineState(instant)
        current = { state, key: timelineKey(state), from: instant, until: nextBoundary(instant) }
      }
      return current
    },
  }
}
