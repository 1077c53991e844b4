import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { HtmlCache, preferredEncoding } from '../../server/html-cache'

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })
})

describe('HtmlCache', () => {
  it('keeps the page with a weak ETag and compresses each encoding once', async () => {
    const cache = new HtmlCache()
    const html = `<!DOCTYPE html><html lang="de"><body>${'Grüße aus München – 299\u00a0€ '.repeat(200)}</body></html>`
    cache.set('/a', html)
    const page = cache.get('/a')!
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/)
    const br = await cache.encoded(page, 'br')
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html)
    expect(await cache.encoded(page, 'br')).toBe(br)
    expect(gunzipSync(await cache.encoded(page, 'gzip')).toString('utf8')).toBe(html)
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10)
  })
})

describe('single flight', () => {
  it('lets one render fill a path while others wait, and releases them exactly once', async () => {
    const cache = new HtmlCache()
    expect(cache.filling('/p')).toBeUndefined()
    const release = cache.beginFill('/p')
    const waiting = cache.filling('/p')
    expect(waiting).toBeInstanceOf(Promise)
    let woke = 0
    void waiting?.then(() => woke++)
    cache.set('/p', '<html></html>')
    release()
    release() // idempotent: a stream may both finish and close
    await waiting
    expect(woke).toBe(1)
    expect(cache.filling('/p')).toBeUndefined()
    expect(cache.get('/p')?.html).toBe('<html></html>')
  })
})
