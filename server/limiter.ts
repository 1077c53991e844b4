/**
 * Counts events per key (a client address, with a gate name) in fixed windows that start at a key's first
 * event. Used where only some requests count: failed passphrases, requests for paths that do not exist.
 * Memory is bounded: past `capacity` keys, expired windows go first, then the oldest.
 */
export class WindowCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
    readonly capacity = 50_000,
  ) {}

  /** Whole seconds until `key` may try again (at least 1), or 0 while it is below the limit. */
  blockedFor(key: string): number {
    const window = this.#current(key)
    if (!window || window.count < this.max) return 0
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000))
  }

  /** Counts one event for `key`; returns the count within its window. */
  record(key: string): number {
    const now = this.now()
    const window = this.#current(key)
    if (window) {
      window.count++
      return window.count
    }
    if (this.#windows.size >= this.capacity) this.#evict(now)
    this.#windows.set(key, { count: 1, resetAt: now + this.windowMs })
    return 1
  }

  get size() {
    return this.#windows.size
  }

  #current(key: string) {
    const window = this.#windows.get(key)
    if (window && window.resetAt <= this.now()) {
      this.#windows.delete(key)
      return undefined
    }
    return window
  }

  #evict(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.capacity) break
      this.#windows.delete(key)
    }
  }
}
