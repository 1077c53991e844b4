import { STATUS_CODES } from 'node:http'
import type { FastifyError } from 'fastify'
import { routes } from '../../data/routes'
import type { ServerContext } from '../context'

/** Longest request target we accept; longer ones get 414 before any routing or rendering. */
export const MAX_URL_LENGTH = 2048

const knownPaths = new Set(routes.map((route) => route.path))

/** JSON errors for every non-page failure; 5xx messages stay internal. */
export function registerErrorHandlers({ app }: ServerContext) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: error.code, reason: error.message }, 'request rejected')
    const { headers } = error as FastifyError & { headers?: Record<string, string> }
    if (headers) reply.headers(headers)
    return reply.code(statusCode).send({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message: statusCode >= 500 ? 'Interner Serverfehler' : error.message,
    })
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.code(414).send({
        statusCode: 414,
        error: 'URI Too Long',
        message: `Die Adresse ist länger als ${MAX_URL_LENGTH} Zeichen`,
      })
    }
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    // A page exists at this path, just not for this method.
    if (knownPaths.has(path) && request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .send({
          statusCode: 405,
          error: 'Method Not Allowed',
          message: `${request.method} ist für ${path} nicht erlaubt`,
        })
    }
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${path} gibt es nicht` })
  })
}
