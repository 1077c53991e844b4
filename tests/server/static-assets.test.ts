import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { getOverSocket, sharedTestApp } from '../support/app'

// Build assets and public files: precompressed, cached by kind; HTML revalidated with an ETag.

const testApp = sharedTestApp()
const get = (url: string, headers: Record<string, string> = {}) => getOverSocket(testApp.app, url, headers)

describe('static assets', () => {
  it('serves hashed build assets precompressed and immutable', async () => {
    const html = (await get('/')).body
    const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    const css = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    expect(css).toBeTruthy()
    const br = await get(script!, { 'accept-encoding': 'br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const gzip = await get(css!, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves other public files with a one-day cache', async () => {
    const response = await get('/favicon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })

  it('revalidates HTML with an ETag and compresses it', async () => {
    await get('/impressum')
    const first = await get('/impressum', { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const second = await get('/impressum', { 'if-none-match': etag })
    expect(second.statusCode).toBe(304)
    // The cached page is compressed once and served as is: both encodings decode to the same document.
    const plain = (await testApp.app.inject({ method: 'GET', url: '/impressum' })).body
    const br = await testApp.app.inject({ method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain)
    const gzip = await testApp.app.inject({ method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain)
  })
})
