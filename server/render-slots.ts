/** Thrown when every render slot is taken and the waiting line is full: the request gets 503 + Retry-After. */
export class RendersBusy extends Error {
  constructor() {
    super('every render slot is taken')
  }
}

/**
 * A cap on renders under way at once, with a short waiting line. A crowd of requests for pages that cannot
 * come from the cache (form answers) renders a few at a time, and what does not fit in the line is refused
 * at once instead of slowing every page down; pages from the cache never wait here.
 */
export class RenderSlots {
  readonly #active: number
  readonly #waiting: number
  #busy = 0
  readonly #line: (() => void)[] = []
  /** The most renders that ran at once (for tests and the operator's curiosity). */
  peak = 0

  constructor(options: { active: number; waiting: number }) {
    this.#active = options.active
    this.#waiting = options.waiting
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy >= this.#active) {
      if (this.#line.length >= this.#waiting) throw new RendersBusy()
      // The slot is handed over by the render that ends (#busy stays as it is).
      await new Promise<void>((resolve) => this.#line.push(resolve))
    } else this.#busy++
    this.peak = Math.max(this.peak, this.#busy)
    try {
      return await work()
    } finally {
      const next = this.#line.shift()
      if (next) next()
      else this.#busy--
    }
  }
}
