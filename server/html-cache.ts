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

/**
 * Rendered HTML of anonymous pages with its compressed variants, kept for one epoch: one state of the
 * event timeline (a new epoch empties it). Keys are route-table paths only, so the cache is bounded by
 * the route table.
 */
export class HtmlCache {
  readonly #pages = new Map<string, CachedPage>()
  readonly #filling = new Map<string, Promise<void>>()
  #epoch: string | undefined

  /** Starts a new epoch when `epoch` differs from the current one: every cached page is dropped. */
  enterEpoch(epoch: string): void {
    if (epoch === this.#epoch) return
    this.#epoch = epoch
    this.#pages.clear()
  }

  /** The render that is filling this path right now, if any (single flight: others wait for it). */
  filling(path: string): Promise<void> | undefined {
    return this.#filling.get(path)
  }

  /** Marks a render of this path as under way; call the returned function once it ended, cached or not. */
  beginFill(path: string): () => void {
    let release!: () => void
    const done = new Promise<void>((resolve) => {
      release = resolve
    })
    this.#filling.set(path, done)
    let released = false
    return () => {
      if (released) return
      released = true
      this.#filling.delete(path)
      release()
    }
  }

  get(path: string): CachedPage | undefined {
    return this.#pages.get(path)
  }

  /** Stores a page rendered in `epoch`; a render that began before the epoch changed is not kept. */
  set(path: string, html: string, epoch: string | undefined = this.#epoch): void {
    if (epoch !== this.#epoch) return
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`
    this.#pages.set(path, { html, etag, encoded: {} })
  }

  encoded(page: CachedPage, encoding: Encoding): Promise<Buffer> {
    page.encoded[encoding] ??= compressors[encoding](page.html)
    return page.encoded[encoding]
  }

  get size() {
    return this.#pages.size
  }
}
