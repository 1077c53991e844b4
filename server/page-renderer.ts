// Page rendering through Vike: the HTML cache per timeline state (single flight), per-request pages, and
// the page context every page gets. server/plugins/pages.ts routes requests here.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough, Transform } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GateState } from '../data/gates'
import type { ConfirmationState } from '../data/signup'
import { findPageRoute } from '../pages/routes'
import type { SignUpState, VotingState } from '../renderer/types'
import type { ServerContext } from './context'
import type { DownloadSizes } from './downloads'
import { type CachedPage, HtmlCache, preferredEncoding } from './html-cache'
import { loadRenderPage } from './vike'

type RenderExtras = {
  gate?: GateState
  signUp?: SignUpState
  voting?: VotingState
  confirmation?: ConfirmationState
  statusCode?: number
  injectRenderFault?: boolean
  /** Render the not-found screen (one document for every unknown path, cached per timeline epoch). */
  notFound?: boolean
}

/** Per-visitor data of a page that is rendered per request (never cached), such as live vote counts. */
type DynamicPage = (request: FastifyRequest, reply: FastifyReply) => Promise<RenderExtras>

export type PageRenderer = {
  render(request: FastifyRequest, reply: FastifyReply, pathname: string, extras?: RenderExtras): Promise<FastifyReply>
  cache: HtmlCache
  /** Pages (by route-table path, aliases included) rendered per request with data from their provider. */
  dynamic: Map<string, DynamicPage>
}

/** How long a per-request page without visitor state is shared: as long as vote counts are cached. */
const BRIEF_MS = 2000

const ANONYMOUS_HTML = 'public, max-age=0, must-revalidate'

/**
 * The URL the not-found screen is rendered for, and its key in the HTML cache: no route has it, so Vike
 * renders its 404 page, and the requested path (whatever a scanner sent) never reaches Vike.
 */
export const NOT_FOUND_URL = '/__nicht-gefunden'

/** Per-page icon stylesheets written by scripts/icon-styles.ts (absent in development, where icons are global). */
function loadIconStyles(distDir: string, dev: boolean): Record<string, string> {
  const file = join(distDir, 'icons.json')
  return !dev && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

export async function createPageRenderer(
  { config, clock, dev, distDir }: ServerContext,
  downloadSizes: DownloadSizes,
): Promise<PageRenderer> {
  const renderPage = await loadRenderPage({ dev, distDir })
  const cache = new HtmlCache()
  const iconStyles = loadIconStyles(distDir, dev)

  const dynamic = new Map<string, DynamicPage>()
  /** Per-request pages shared for BRIEF_MS between visitors without own state (bounded by the route table). */
  // With their compressed variants (compressing the page per request was the bottleneck under load); while
  // one request renders a fresh copy, the others keep getting the previous one (no thundering herd).
  const briefly = new Map<string, { page: CachedPage; epoch: string; at: number }>()
  const refreshing = new Set<string>()

  /** A page kept whole, in the client's preferred encoding (compressed once per page and encoding). */
  async function sendWhole(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding')
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (!encoding || request.method === 'HEAD') return reply.send(page.html)
    // Already compressed: @fastify/compress leaves responses with a content-encoding alone.
    return reply.header('content-encoding', encoding).send(await cache.encoded(page, encoding))
  }

  async function render(request: FastifyRequest, reply: FastifyReply, pathname: string, given: RenderExtras = {}) {
    if (given.notFound) pathname = NOT_FOUND_URL
    const query = request.url.includes('?') && !given.notFound ? request.url.slice(request.url.indexOf('?')) : ''
    const provider = dynamic.get(pathname)
    const extras = provider ? { ...(await provider(request, reply)), ...given } : given
    const personal = Boolean(extras.gate || extras.signUp || extras.voting || extras.confirmation)
    // A per-request page that is the same for every visitor without own state (no hearts given, no form
    // answer) is shared for a moment: its data (vote counts) is at most that old anyway, and a crowd of
    // new visitors does not render it once each.
    const shared =
      provider !== undefined &&
      !dev &&
      !extras.gate &&
      !extras.signUp &&
      !extras.confirmation &&
      !extras.statusCode &&
      (extras.voting?.mine.length ?? 0) === 0
    // Pages render from the timeline state, not the clock: cached HTML is right until the next boundary.
    const time = clock.state()
    const brief = shared ? briefly.get(pathname) : undefined
    if (
      brief &&
      brief.epoch === time.key &&
      (clock.realNow() - brief.at < BRIEF_MS || refreshing.has(pathname)) &&
      request.method !== 'HEAD'
    ) {
      return sendWhole(request, reply.code(200).header('cache-control', 'private, no-store'), brief.page)
    }
    if (shared) refreshing.add(pathname)
    const cacheable =
      !dev &&
      !personal &&
      !provider &&
      !extras.injectRenderFault &&
      (extras.notFound || findPageRoute(pathname) !== undefined)
    cache.enterEpoch(time.key)
    let cached = cacheable ? cache.get(pathname) : undefined
    // Single flight: while one request renders a page for the cache, others wait for it instead of
    // rendering the same page again (a cold cache under load would otherwise render it once per request).
    const filling = cacheable && !cached ? cache.filling(pathname) : undefined
    if (filling) {
      await filling
      cached = cache.get(pathname)
    }
    if (cached && extras.notFound) {
      reply.code(404).header('cache-control', 'no-store')
    } else if (cached) {
      reply.header('etag', cached.etag).header('cache-control', ANONYMOUS_HTML)
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send()
      reply.code(200)
    }
    if (cached) return sendWhole(request, reply, cached)

    const release = cacheable && !cache.filling(pathname) ? cache.beginFill(pathname) : undefined
    const pageContext = await renderPage({
      urlOriginal: `${pathname}${query}`,
      headersOriginal: request.headers,
      links: config.links,
      siteUrl: config.SITE_URL,
      requestedPath: extras.notFound ? NOT_FOUND_URL : request.url.split('?')[0],
      time: time.state,
      clockOffsetMs: clock.offsetMs,
      downloadSizes,
      iconStylesheets: { page: iconStyles[pathname], error: iconStyles.__error },
      ...(extras.gate ? { gate: extras.gate } : {}),
      ...(extras.signUp ? { signUp: extras.signUp } : {}),
      ...(extras.voting ? { voting: extras.voting } : {}),
      ...(extras.confirmation ? { confirmation: extras.confirmation } : {}),
      ...(extras.injectRenderFault ? { injectRenderFault: true } : {}),
    }).catch((error: unknown) => {
      release?.()
      refreshing.delete(pathname)
      throw error
    })
    const error = pageContext.errorWhileRendering
    if (error) request.log.error({ err: error, path: pathname }, 'page render failed')
    const { httpResponse } = pageContext
    if (!httpResponse) {
      release?.()
      refreshing.delete(pathname)
      throw error instanceof Error ? error : new Error(`No response rendered for ${pathname}`)
    }
    const statusCode = extras.statusCode ?? httpResponse.statusCode
    // Only the not-found screen may be cached with a status other than 200.
    const keep = cacheable && release !== undefined && (extras.notFound ? statusCode === 404 : statusCode === 200)
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
      const html = await httpResponse.getBody()
      if (shared && statusCode === 200)
        briefly.set(pathname, { page: { html, etag: '', encoded: {} }, epoch: time.key, at: clock.realNow() })
      if (shared) refreshing.delete(pathname)
      return reply.type('text/html; charset=utf-8').send(html)
    }
    const body = keep ? recordInto(cache, pathname, time.key, release) : new PassThrough()
    if (!keep) release?.()
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
