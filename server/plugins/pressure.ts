import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'

export type PressureOptions = { maxEventLoopDelay: number; sampleInterval: number; retryAfter: number }

export const defaultPressure: PressureOptions = { maxEventLoopDelay: 1000, sampleInterval: 500, retryAfter: 10 }

/**
 * Sheds load with 503 + Retry-After while the event loop is saturated, instead of queueing without bound.
 * A maxEventLoopDelay of 0 turns the check off.
 */
export async function registerPressure({ app }: ServerContext, options: PressureOptions = defaultPressure) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelay,
    sampleInterval: options.sampleInterval,
    retryAfter: options.retryAfter,
    // under-pressure sends what the handler returns; returning nothing would let the request through.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      request.log.warn({ type, value }, 'under pressure: request shed')
      const body = {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Der Server ist gerade ausgelastet. Bitte versuche es gleich noch einmal.',
      }
      reply.code(503).header('retry-after', String(options.retryAfter)).header('cache-control', 'no-store')
      if (request.headers.accept?.includes('text/html')) {
        reply.type('text/html; charset=utf-8')
        return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gleich wieder da | OnePitch</title></head><body><main><h1>Gleich wieder da</h1><p>${body.message}</p></main></body></html>`
      }
      return body
    }) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  })
}
