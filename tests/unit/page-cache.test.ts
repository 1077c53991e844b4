import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cachedPage, encodedPage, PageCache, preferredEncoding } from '../../server/page-cache'
import { RenderSlots, RendersBusy } from '../../server/render-slots'

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

describe('a cached page', () => {
  it('has a weak ETag, its bytes, and each encoding compressed once', async () => {
    const html = `<!DOCTYPE html><html lang="de"><body>${'Grüße aus München – 299\u00a0€ '.repeat(200)}</body></html>`
    const page = cachedPage(html)
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(page.identity.toString('utf8')).toBe(html)
    const br = await encodedPage(page, 'br')
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html)
    expect(await encodedPage(page, 'br')).toBe(br)
    expect(gunzipSync(await encodedPage(page, 'gzip')).toString('utf8')).toBe(html)
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10)
  })
})

/** A render the test finishes by hand, counting how often it ran. */
function manualRender() {
  const state = { runs: 0, finish: (_html: string | undefined) => {}, fail: (_error: Error) => {} }
  const render = () => {
    state.runs++
    return new Promise<string | undefined>((resolve, reject) => {
      state.finish = resolve
      state.fail = reject
    })
  }
  return { state, render }
}

describe('PageCache', () => {
  it('renders a key once while many ask (single flight) and keeps it for the epoch', async () => {
    const cache = new PageCache(() => 0)
    const { state, render } = manualRender()
    const asks = Array.from({ length: 5 }, () => cache.get('/a#', 'e1', render))
    state.finish('<p>a</p>')
    const pages = await Promise.all(asks)
    expect(state.runs).toBe(1)
    expect(new Set(pages).size).toBe(1)
    expect(pages[0]?.html).toBe('<p>a</p>')
    expect((await cache.get('/a#', 'e1', render))?.html).toBe('<p>a</p>')
    expect(state.runs).toBe(1)
  })

  it('drops every page when the epoch changes, and keeps no render that began in the old one', async () => {
    const cache = new PageCache(() => 0)
    await cache.get('/a#', 'e1', async () => 'old')
    const { state, render } = manualRender()
    const next = cache.get('/a#', 'e2', render)
    expect(state.runs).toBe(1)
    const late = cache.get('/b#', 'e2', async () => 'b')
    await late
    state.finish('new')
    expect((await next)?.html).toBe('new')
    // A render started in e2 that finishes after the move to e3 is not kept.
    const { state: slow, render: slowRender } = manualRender()
    const stale = cache.get('/c#', 'e2', slowRender)
    await cache.get('/a#', 'e3', async () => 'e3')
    slow.finish('from e2')
    expect(await stale).toBeUndefined()
  })

  it('shares a short-lived copy, and keeps serving it while one request renders the next', async () => {
    let now = 0
    const cache = new PageCache(() => now)
    await cache.get('/v#', 'e', async () => 'v1', 2000)
    now = 1999
    expect((await cache.get('/v#', 'e', async () => 'never', 2000))?.html).toBe('v1')
    now = 2000
    const { state, render } = manualRender()
    const refreshing = cache.get('/v#', 'e', render, 2000)
    expect(state.runs).toBe(1)
    expect((await cache.get('/v#', 'e', render, 2000))?.html).toBe('v1')
    expect(state.runs).toBe(1)
    state.finish('v2')
    expect((await refreshing)?.html).toBe('v2')
    expect((await cache.get('/v#', 'e', render, 2000))?.html).toBe('v2')
  })

  it('keeps nothing for a render that returns undefined, and clears the flight after a throw', async () => {
    const cache = new PageCache(() => 0)
    expect(await cache.get('/e#', 'e', async () => undefined)).toBeUndefined()
    const { state, render } = manualRender()
    const failing = cache.get('/e#', 'e', render)
    const waiting = cache.get('/e#', 'e', render)
    state.fail(new Error('render failed'))
    await expect(failing).rejects.toThrow('render failed')
    await expect(waiting).rejects.toThrow('render failed')
    // The next request renders again instead of waiting for a flight that never ends.
    expect((await cache.get('/e#', 'e', async () => 'ok'))?.html).toBe('ok')
  })

  it('frees a refresh whose render rejects (Vike’s getBody failed): the stale copy is served meanwhile, then rendered again', async () => {
    let now = 0
    const cache = new PageCache(() => now)
    await cache.get('/v#', 'e', async () => 'v1', 2000)
    now = 2500
    const { state, render } = manualRender()
    const refresh = cache.get('/v#', 'e', render, 2000)
    expect((await cache.get('/v#', 'e', render, 2000))?.html).toBe('v1')
    state.fail(new Error('getBody rejected'))
    await expect(refresh).rejects.toThrow('getBody rejected')
    // Not stuck behind a flight that ended: the next request past the copy's age renders a fresh one.
    expect((await cache.get('/v#', 'e', async () => 'v2', 2000))?.html).toBe('v2')
    expect(state.runs).toBe(1)
  })
})

describe('RenderSlots', () => {
  it('runs at most `active` renders at once, lets `waiting` more wait, and refuses the rest', async () => {
    const slots = new RenderSlots({ active: 2, waiting: 1 })
    const gates: (() => void)[] = []
    let running = 0
    let most = 0
    const work = () =>
      slots.run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise<void>((resolve) => gates.push(resolve))
        running--
        return 'done'
      })
    const first = work()
    const second = work()
    const third = work()
    await expect(work()).rejects.toBeInstanceOf(RendersBusy)
    await Promise.resolve()
    expect(gates).toHaveLength(2)
    gates.shift()?.()
    await first
    await new Promise((resolve) => setImmediate(resolve))
    expect(gates).toHaveLength(2)
    for (const open of gates.splice(0)) open()
    expect(await Promise.all([second, third])).toEqual(['done', 'done'])
    expect(most).toBe(2)
    expect(slots.peak).toBe(2)
    // A render that rejects hands its slot to the one waiting, and frees it when none waits.
    const single = new RenderSlots({ active: 1, waiting: 1 })
    const failing = single.run(async () => Promise.reject(new Error('getBody rejected')))
    const next = single.run(async () => 'next')
    await expect(failing).rejects.toThrow('getBody rejected')
    expect(await next).toBe('next')
    expect(await single.run(async () => 'free')).toBe('free')
    await expect(slots.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await Promise.all([slots.run(async () => 1), slots.run(async () => 2)])).toEqual([1, 2])
  })
})
