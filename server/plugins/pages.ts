import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { errorBody } from '../error-body'
import { WindowCounter } from '../limiter'
import { logSampler } from '../log-sampler'
import { NOT_FOUND_URL, type PageRenderer } from '../page-renderer'
import { clientKey } from '../rate-limits'
import { loggable, methodNotAllowed } from './errors'

/** Requests for unknown paths per client address and minute; past them, 429. */
export const NOT_FOUND_LIMIT = { max: 120, windowMs: 60_000 } as const

/** Paths that look like files (`/favicon.png`, `/assets/…`): requested by tags, not by people. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname) || pathname.startsWith('/assets/')

/**
 * Whether the not-found answer should be the HTML screen: when the client names HTML with a non-zero
 * quality, or, for paths that do not look like files, sends no Accept header or a bare wildcard (curl).
 * A script or image tag asking for a missing file gets the short text.
 */
function acceptsHtml(accept: string | undefined, pathname: string): boolean {
  if (!accept || accept.trim() === '*/*') return !looksLikeFile(pathname)
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    return (type === 'text/html' || type === 'application/xhtml+xml') && (!q || Number(q.slice(2)) > 0)
  })
}

/**
 * Every path the site does not serve: 404 with the German not-found screen (one cached document) for
 * clients that take HTML, a short text otherwise; logged once at info level; limited per client address.
 */
function createNotFound(renderer: PageRenderer) {
  const counter = new WindowCounter(NOT_FOUND_LIMIT.max, NOT_FOUND_LIMIT.windowMs)
  const refusals = logSampler(1000)
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const blockedFor = counter.blockedFor(clientKey(request))
    if (blockedFor > 0) {
      // A scanner's flood is one line a second with its count.
      const limited = refusals()
      if (limited) request.log.info({ path: loggable(request.url), limited }, 'not found: rate limited')
      return reply
        .code(429)
        .header('retry-after', String(blockedFor))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Zu viele Anfragen. Bitte warte einen Moment.\n')
    }
    counter.record(clientKey(request))
    request.log.info(
      {
        method: request.method,
        path: loggable(request.url),
        referrer: loggable(request.headers.referer),
        userAgent: loggable(request.headers['user-agent']),
      },
      'page not found',
    )
    if (acceptsHtml(request.headers.accept, request.url.split('?')[0] ?? '/'))
      return renderer.render(request, reply, NOT_FOUND_URL, { notFound: true })
    reply.code(404).header('cache-control', 'no-store')
    if (request.headers.accept?.includes('application/json')) return reply.send(errorBody(404))
    return reply.type('text/plain; charset=utf-8').send('404 – Seite nicht gefunden\n')
  }
}

export async function registerPages(context: ServerContext, renderer: PageRenderer) {
  const { app, faultInjection, routes } = context
  const notFound = createNotFound(renderer)
  if (faultInjection) {
    app.get('/__fault/render', (request, reply) =>
      renderer.render(request, reply, '/impressum', { injectRenderFault: true }),
    )
  }
  // Only route-table pages reach Vike; anything else (files, scanner paths like /@vite/client, `*`,
  // absolute-form targets) is not found.
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (!routes.findPage(pathname)) return notFound(request, reply)
    return renderer.render(request, reply, pathname)
  })
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (methodNotAllowed(routes, request, reply, pathname)) return reply
    return notFound(request, reply)
  })
}
