/**
 * Counts a repeated event and says when to log it: at most once per interval, with how many happened
 * since the last line. A flood (refused requests, dropped connections) is one line a second, not one each.
 */
export function logSampler(intervalMs: number, now: () => number = Date.now) {
  let count = 0
  let loggedAt = Number.NEGATIVE_INFINITY
  /** Counts one event; returns the count to log, or undefined while the interval has not passed. */
  return (): number | undefined => {
    count++
    if (now() - loggedAt < intervalMs) return undefined
    loggedAt = now()
    const since = count
    count = 0
    return since
  }
}
