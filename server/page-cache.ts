import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const compressors: Record<Encoding, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
}

export type CachedPage = {
  html: string
  /** The document as bytes: an uncompressed answer is one buffer written at once, not a string re-encoded per request. */
  identity: Buffer
  etag: string
  /** Compressed once, off the main thread, on first request for that encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

/** The best encoding the client accepts, brotli first (q=0 means refused). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

export function cachedPage(html: string): CachedPage {
  return {
    html,
    identity: Buffer.from(html, 'utf8'),
    etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
    encoded: {},
  }
}

export function encodedPage(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  page.encoded[encoding] ??= compressors[encoding](page.html)
  return page.encoded[encoding]
}

type Entry = { page: CachedPage; at: number }

/**
 * Rendered pages kept for one epoch (one state of the event timeline: a new epoch empties the cache),
 * rendered once at a time per key (single flight), optionally only for a short time (`maxAgeMs`): then
 * the next request renders a fresh copy while the others keep getting the previous one. Keys are route
 * paths with a variant of few values (a gate's state, a confirmation's outcome), so the cache is bounded.
 */
export class PageCache {
  readonly #now: () => number
  readonly #pages = new Map<string, Entry>()
  readonly #flights = new Map<string, Promise<CachedPage | undefined>>()
  #epoch: string | undefined

  constructor(now: () => number) {
    this.#now = now
  }

  /**
   * The page for `key` in `epoch`. When none is kept (or it is older than `maxAgeMs`), `render` runs
   * unless a render of the same key is under way; it returns the HTML to keep, or undefined to keep
   * nothing (an error page). Undefined comes back when nothing could be kept: the caller answers itself.
   * A render that throws rejects for everyone waiting on it and leaves no flight behind.
   */
  async get(
    key: string,
    epoch: string,
    render: () => Promise<string | undefined>,
    maxAgeMs = Number.POSITIVE_INFINITY,
  ): Promise<CachedPage | undefined> {
    this.#enter(epoch)
    const kept = this.#pages.get(key)
    if (kept && this.#now() - kept.at < maxAgeMs) return kept.page
    const flight = this.#flights.get(key)
    // While a fresh copy renders, the previous one is still good enough for a moment.
    if (flight) return kept ? kept.page : flight
    const started = (async () => {
      try {
        const html = await render()
        if (html === undefined || this.#epoch !== epoch) return undefined
        const page = cachedPage(html)
        this.#pages.set(key, { page, at: this.#now() })
        return page
      } finally {
        this.#flights.delete(key)
      }
    })()
    this.#flights.set(key, started)
    return started
  }

  #enter(epoch: string) {
    if (epoch === this.#epoch) return
    this.#epoch = epoch
    this.#pages.clear()
  }
}
