import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough, Transform } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { findPageRoute } from '../../data/routes'
import type { ConfirmationStatus } from '../../data/signup'
import type { GateState, SignUpState, VotingState } from '../../renderer/types'
import type { ServerContext } from '../context'
import { HtmlCache, preferredEncoding } from '../html-cache'
import { loadRenderPage } from '../vike'

export type RenderExtras = {
  gate?: GateState
  signUp?: SignUpState
  voting?: VotingState
  confirmation?: ConfirmationStatus
  statusCode?: number
  injectRenderFault?: boolean
}

/** Per-visitor data of a page that is rendered per request (never cached), such as live vote counts. */
export type DynamicPage = (request: FastifyRequest, reply: FastifyReply) => Promise<RenderExtras>

export type PageRenderer = {
  render(request: FastifyRequest, reply: FastifyReply, pathname: string, extras?: RenderExtras): Promise<FastifyReply>
  cache: HtmlCache
  /** Pages (by route-table path, aliases included) rendered per request with data from their provider. */
  dynamic: Map<string, DynamicPage>
}

const ANONYMOUS_HTML = 'public, max-age=0, must-revalidate'

/** Paths that look like files are static assets: never rendered as pages. */
export const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname) || pathname.startsWith('/assets/')

/** Per-page icon stylesheets written by scripts/icon-styles.ts (absent in development, where icons are global). */
function loadIconStyles(distDir: string, dev: boolean): Record<string, string> {
  const file = join(distDir, 'icons.json')
  return !dev && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

export async function createPageRenderer({ config, clock, dev, distDir }: ServerContext): Promise<PageRenderer> {
  const renderPage = await loadRenderPage({ dev, distDir })
  const cache = new HtmlCache()
  const iconStyles = loadIconStyles(distDir, dev)

  const dynamic = new Map<string, DynamicPage>()

  async function render(request: FastifyRequest, reply: FastifyReply, pathname: string, given: RenderExtras = {}) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    const provider = dynamic.get(pathname)
    const extras = provider ? { ...(await provider(request, reply)), ...given } : given
    const personal = Boolean(extras.gate || extras.signUp || extras.voting || extras.confirmation)
    const cacheable =
      !dev && !personal && !provider && !extras.injectRenderFault && findPageRoute(pathname) !== undefined
    // Pages render from the timeline state, not the clock: cached HTML is right until the next boundary.
    const time = clock.state()
    cache.enterEpoch(time.key)
    let cached = cacheable ? cache.get(pathname) : undefined
    // Single flight: while one request renders a page for the cache, others wait for it instead of
    // rendering the same page again (a cold cache under load would otherwise render it once per request).
    const filling = cacheable && !cached ? cache.filling(pathname) : undefined
    if (filling) {
      await filling
      cached = cache.get(pathname)
    }
    if (cached) {
      reply.header('etag', cached.etag).header('cache-control', ANONYMOUS_HTML)
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send()
      reply.code(200).type('text/html; charset=utf-8').header('vary', 'accept-encoding')
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      if (!encoding || request.method === 'HEAD') return reply.send(cached.html)
      // Already compressed: @fastify/compress leaves responses with a content-encoding alone.
      return reply.header('content-encoding', encoding).send(await cache.encoded(cached, encoding))
    }

    const release = cacheable && !cache.filling(pathname) ? cache.beginFill(pathname) : undefined
    const pageContext = await renderPage({
      urlOriginal: `${pathname}${query}`,
      headersOriginal: request.headers,
      links: config.links,
      siteUrl: config.SITE_URL,
      requestedPath: request.url.split('?')[0],
      time: time.state,
      clockOffsetMs: clock.offsetMs,
      iconStylesheets: { page: iconStyles[pathname], error: iconStyles.__error },
      ...(extras.gate ? { gate: extras.gate } : {}),
      ...(extras.signUp ? { signUp: extras.signUp } : {}),
      ...(extras.voting ? { voting: extras.voting } : {}),
      ...(extras.confirmation ? { confirmation: extras.confirmation } : {}),
      ...(extras.injectRenderFault ? { injectRenderFault: true } : {}),
    }).catch((error: unknown) => {
      release?.()
      throw error
    })
    const error = pageContext.errorWhileRendering
    if (error) request.log.error({ err: error, path: pathname }, 'page render failed')
    const { httpResponse } = pageContext
    if (!httpResponse) {
      release?.()
      throw error instanceof Error ? error : new Error(`No response rendered for ${pathname}`)
    }
    if (pageContext.is404) {
      request.log.info(
        { path: request.url, referrer: request.headers.referer, userAgent: request.headers['user-agent'] },
        'page not found',
      )
    }
    const statusCode = extras.statusCode ?? httpResponse.statusCode
    reply.code(statusCode)
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'cache-control') reply.header(name, value)
    }
    reply.header(
      'cache-control',
      personal || provider ? 'private, no-store' : statusCode === 200 ? ANONYMOUS_HTML : 'no-store',
    )

    // Per-visitor pages (live votes, form answers) are sent whole, like cached ones: streamed HTML would let
    // the browser lay out a half page and shift it as the rest arrives.
    if (provider || personal) {
      release?.()
      return reply.type('text/html; charset=utf-8').send(await httpResponse.getBody())
    }
    const body =
      cacheable && statusCode === 200 && release ? recordInto(cache, pathname, time.key, release) : new PassThrough()
    if (!(cacheable && statusCode === 200 && release)) release?.()
    // react-streaming hands Vike a pipe on Node: pipe it into a stream Fastify can send (keeps its hooks).
    httpResponse.pipe(body)
    return reply.send(body)
  }

  return { render, cache, dynamic }
}

/** Passes the streamed HTML through unchanged and stores the complete document once it has ended. */
function recordInto(cache: HtmlCache, pathname: string, epoch: string, release: () => void): Transform {
  const chunks: Buffer[] = []
  const recorder = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk))
      done(null, chunk)
    },
    flush(done) {
      cache.set(pathname, Buffer.concat(chunks).toString('utf8'), epoch)
      release()
      done()
    },
  })
  // A client that disconnects mid-stream ends the render without a cached copy: let waiters render.
  recorder.on('close', release)
  return recorder
}

export async function registerPages({ app, faultInjection }: ServerContext, renderer: PageRenderer) {
  if (faultInjection) {
    app.get('/__fault/render', (request, reply) =>
      renderer.render(request, reply, '/impressum', { injectRenderFault: true }),
    )
  }
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (looksLikeFile(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden')
    return renderer.render(request, reply, pathname)
  })
}
