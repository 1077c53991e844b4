import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { RouteTable } from '../../lib/routes'
import type { ServerContext } from '../context'
import { errorBody, MAX_URL_LENGTH, standalonePage } from '../error-body'
import type { SecurityHeaders } from './security'

const SERVER_ERROR_PAGE = standalonePage(
  'Gerade hakt es',
  'Gerade hakt es bei uns',
  'Deine Anfrage konnte nicht bearbeitet werden – das liegt an uns, nicht an dir. Bitte versuche es in ein paar Minuten noch einmal.',
)

/** What the log may hold of a client-supplied string: bounded in length. */
export const loggable = (text: string | undefined, max = 300) =>
  text === undefined ? undefined : text.length > max ? `${text.slice(0, max)}…` : text

/** Methods a known path answers (a 405 names them in Allow). Gated pages also take the password form. */
function allowedMethods(routes: RouteTable, path: string): string | undefined {
  const page = routes.findPage(path)
  if (page) return page.gate ? 'GET, HEAD, POST' : 'GET, HEAD'
  if ([...routes.aliases, ...routes.redirects].some((route) => route.path === path)) return 'GET, HEAD'
  return undefined
}

/** JSON errors for every non-page failure; 5xx details stay in the log. */
export function registerErrorHandlers({ app }: ServerContext) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: error.code, reason: loggable(error.message) }, 'request rejected')
    const { headers } = error as FastifyError & { headers?: Record<string, string> }
    if (headers) reply.headers(headers)
    reply.code(statusCode).header('cache-control', 'no-store')
    // A browser gets a page it can show, not JSON: a form post during a database outage, say.
    if (statusCode >= 500 && String(request.headers.accept ?? '').includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(SERVER_ERROR_PAGE)
    return reply.send(errorBody(statusCode))
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      request.log.info({ length: request.url.length }, 'request rejected: target too long')
      return reply.code(414).header('cache-control', 'no-store').send(errorBody(414))
    }
  })
  // Errors are never stored by a browser or CDN, whichever code path answered them.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
}

/**
 * Answers a path that exists for another method with 405 and its Allow list; returns false for paths
 * that do not exist at all.
 */
export function methodNotAllowed(
  routes: RouteTable,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): boolean {
  const allow = allowedMethods(routes, path)
  if (!allow || allow.split(', ').includes(request.method)) return false
  request.log.info({ method: request.method, path: loggable(path) }, 'method not allowed')
  reply.code(405).header('allow', allow).header('cache-control', 'no-store').send(errorBody(405))
  return true
}

/**
 * Fastify's `frameworkErrors`: a target it cannot decode (`/%ZZ`) or a parameter that is too long. No
 * hook has run yet, so the security headers are set here; the body does not echo the target.
 */
export function frameworkErrorHandler(headersFor: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code, url: loggable(request.url) }, 'request rejected: malformed target')
    reply
      .headers(headersFor('/'))
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .code(400)
      .send(errorBody(400))
  }
}

/**
 * Fastify's `clientErrorHandler`: Node's parser rejected the request (headers too large, malformed
 * request line, timeout) before Fastify saw it. Writes the response itself, with the security headers.
 */
export function clientErrorHandler(headersFor: SecurityHeaders, log: () => FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const statusCode =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : error.code === 'HPE_URI_TOO_LONG'
            ? 414
            : 400
    log().info({ code: error.code, statusCode }, 'client error')
    if (!socket.writable) return socket.destroy()
    const body = JSON.stringify(errorBody(statusCode))
    const headers = {
      ...headersFor('/'),
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n')
    socket.end(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head}\r\n\r\n${body}`)
  }
}
