import { createHash } from 'node:crypto'

export type CachedPage = { html: string; etag: string }

/**
 * Rendered HTML of anonymous pages, kept for the life of the process (one deploy). Keys are route-table
 * paths only, so the cache is bounded by the route table.
 */
export class HtmlCache {
  readonly #pages = new Map<string, CachedPage>()

  get(path: string): CachedPage | undefined {
    return this.#pages.get(path)
  }

  set(path: string, html: string): void {
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`
    this.#pages.set(path, { html, etag })
  }

  get size() {
    return this.#pages.size
  }
}
