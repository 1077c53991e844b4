// Page rendering through Vike: pages from the cache per timeline state (single flight), per-request pages
// within a cap on renders under way, and the page context every page gets. server/plugins/pages.ts routes
// requests here.
//
// What the server must decide before rendering (a gate's state and its cookie, a confirmation token used,
// the status code, the cache variant) comes in as RenderExtras, plain input in pageContextInit. Data a page
// reads while it renders comes from its folder's `+data.ts`, through the data access (`services`) passed to
// every render; a page whose +config.ts says `liveData` is shared for BRIEF_MS instead of a timeline state.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GateState } from '../data/gates'
import type { ConfirmationState, SignUpRole } from '../data/signup'
import type { MailService } from '../lib/email'
import type { PageServices, SignUpState } from '../renderer/types'
import type { ServerContext } from './context'
import type { DownloadSizes } from './downloads'
import { logSampler } from './log-sampler'
import { type CachedPage, encodedPage, PageCache, preferredEncoding } from './page-cache'
import { sendBusy } from './plugins/pressure'
import { type RenderSlots, RendersBusy } from './render-slots'
import { loadRenderPage } from './vike'

type RenderExtras = {
  gate?: GateState
  signUp?: SignUpState
  confirmation?: ConfirmationState
  /** The role a sign-up gave, where the page after it says what comes next for that role (thanks, confirmation). */
  role?: SignUpRole
  /** The mail service of the address just signed up (/thank-you leads with its inbox): one of five names, never the address. */
  mailService?: MailService
  statusCode?: number
  injectRenderFault?: boolean
  /** Render the not-found screen (one document for every unknown path, cached per timeline epoch). */
  notFound?: boolean
}

export type PageRenderer = {
  render(request: FastifyRequest, reply: FastifyReply, pathname: string, extras?: RenderExtras): Promise<FastifyReply>
  slots: RenderSlots
}

/** How long a page with live data (`liveData` in its +config.ts) is shared between visitors: as long as vote counts are cached. */
const BRIEF_MS = 2000

/** Renders under way at once, and how many more may wait for a slot before requests get 503. */
export const RENDER_SLOTS = { active: 4, waiting: 32 }

const ANONYMOUS_HTML = 'public, max-age=0, must-revalidate'
const PRIVATE_HTML = 'private, no-store'

/**
 * The URL the not-found screen is rendered for, and its key in the cache: no route has it, so Vike
 * renders its 404 page, and the requested path (whatever a scanner sent) never reaches Vike.
 */
export const NOT_FOUND_URL = '/__nicht-gefunden'

/**
 * What sets a page apart from the other answers of its path. Only state of few values counts (a gate
 * locked or open or refused, a confirmation's outcome, the status), so locked gate screens and
 * confirmation outcomes render once per timeline state like any page. A form answer that shows the
 * visitor's own input is the one thing that is never cached: undefined.
 */
function variantOf(extras: RenderExtras): string | undefined {
  if (extras.signUp || extras.injectRenderFault) return undefined
  const { gate, confirmation, role, mailService, statusCode } = extras
  return [
    gate ? `gate=${gate.name}:${gate.unlocked ? 'open' : 'locked'}:${gate.error ?? ''}` : '',
    confirmation ? `confirmation=${confirmation.purpose}:${confirmation.status}` : '',
    role ? `role=${role}` : '',
    mailService ? `mail=${mailService}` : '',
    statusCode ? `status=${statusCode}` : '',
  ].join('')
}

type Rendered = { html: string; statusCode: number; headers: [string, string][]; ms: number }

/** Tells the operator (and the browser's developer tools) whether this answer was rendered or came from the cache. */
const serverTiming = (rendered: Rendered | undefined) =>
  rendered ? `render;dur=${rendered.ms.toFixed(1)}` : 'cache;desc="hit"'

export async function createPageRenderer(
  { config, clock, dev, distDir, routes }: ServerContext,
  downloadSizes: DownloadSizes,
  slots: RenderSlots,
  services: PageServices,
): Promise<PageRenderer> {
  const renderPage = await loadRenderPage({ dev, distDir })
  const cache = new PageCache(clock.realNow)
  const refusals = logSampler(1000, clock.realNow)

  /** A whole page in the client's preferred encoding (compressed once per page and encoding). */
  async function sendWhole(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding')
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (!encoding || request.method === 'HEAD') return reply.send(page.identity)
    // Already compressed: @fastify/compress leaves responses with a content-encoding alone.
    return reply.header('content-encoding', encoding).send(await encodedPage(page, encoding))
  }

  /** One Vike render, inside a render slot; the HTML is whole (nothing is streamed). */
  async function renderOnce(request: FastifyRequest, pathname: string, extras: RenderExtras): Promise<Rendered> {
    const query = request.url.includes('?') && !extras.notFound ? request.url.slice(request.url.indexOf('?')) : ''
    return slots.run(async () => {
      const started = performance.now()
      const pageContext = await renderPage({
        urlOriginal: `${pathname}${query}`,
        headersOriginal: request.headers,
        links: config.links,
        siteUrl: config.SITE_URL,
        requestedPath: extras.notFound ? NOT_FOUND_URL : request.url.split('?')[0],
        time: clock.state().state,
        clockOffsetMs: clock.offsetMs,
        downloadSizes,
        services,
        ...(extras.gate ? { gate: extras.gate } : {}),
        ...(extras.signUp ? { signUp: extras.signUp } : {}),
        ...(extras.confirmation ? { confirmation: extras.confirmation } : {}),
        ...(extras.role ? { role: extras.role } : {}),
        ...(extras.mailService ? { mailService: extras.mailService } : {}),
        ...(extras.injectRenderFault ? { injectRenderFault: true } : {}),
      })
      const error = pageContext.errorWhileRendering
      if (error) request.log.error({ err: error, path: pathname }, 'page render failed')
      const { httpResponse } = pageContext
      if (!httpResponse) throw error instanceof Error ? error : new Error(`No response rendered for ${pathname}`)
      return {
        html: await httpResponse.getBody(),
        statusCode: extras.statusCode ?? httpResponse.statusCode,
        headers: httpResponse.headers,
        ms: performance.now() - started,
      }
    })
  }

  async function render(request: FastifyRequest, reply: FastifyReply, pathname: string, extras: RenderExtras = {}) {
    if (extras.notFound) pathname = NOT_FOUND_URL
    // Aliases arrive as their target's path, so they share its renders.
    const route = routes.findPage(pathname)
    const live = route?.liveData === true
    const personal = Boolean(extras.gate || extras.signUp || extras.confirmation || extras.role || extras.mailService)
    const expected = extras.statusCode ?? (extras.notFound ? 404 : 200)
    const variant = variantOf(extras)
    const cacheable = !dev && variant !== undefined && (extras.notFound === true || route !== undefined)
    // Pages render from the timeline state, not the clock: a kept page is right until the next boundary.
    const epoch = clock.state().key
    let own: Rendered | undefined
    try {
      const page = cacheable
        ? await cache.get(
            `${pathname}#${variant}`,
            epoch,
            async () => {
              own = await renderOnce(request, pathname, extras)
              return own.statusCode === expected ? own.html : undefined
            },
            live ? BRIEF_MS : undefined,
          )
        : undefined
      if (page) {
        reply.code(expected).header('server-timing', serverTiming(own))
        if (personal || live) reply.header('cache-control', PRIVATE_HTML)
        else if (expected !== 200) reply.header('cache-control', 'no-store')
        else {
          reply.header('etag', page.etag).header('cache-control', ANONYMOUS_HTML)
          if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
        }
        return sendWhole(request, reply, page)
      }
      // Not kept (a form answer with the visitor's input, an error page, a render that ended in another
      // epoch): this request's own render, or a fresh one when it waited for another request's.
      own ??= await renderOnce(request, pathname, extras)
    } catch (error) {
      if (!(error instanceof RendersBusy)) throw error
      const refused = refusals()
      if (refused) request.log.warn({ path: pathname, refused }, 'renders: every slot taken, requests refused')
      return sendBusy(request, reply, 2)
    }
    reply.code(own.statusCode).header('server-timing', serverTiming(own))
    for (const [name, value] of own.headers) {
      if (name.toLowerCase() !== 'cache-control') reply.header(name, value)
    }
    reply.header(
      'cache-control',
      personal || live ? PRIVATE_HTML : own.statusCode === 200 ? ANONYMOUS_HTML : 'no-store',
    )
    return reply.type('text/html; charset=utf-8').send(own.html)
  }

  return { render, slots }
}
