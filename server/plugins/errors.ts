import { STATUS_CODES } from 'node:http'
import type { FastifyError } from 'fastify'
import type { ServerContext } from '../context'

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
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `${request.method} ${request.url.split('?')[0]} gibt es nicht`,
    }),
  )
}
