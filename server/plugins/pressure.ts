import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { errorBody } from '../error-body'
import { logSampler } from '../log-sampler'

export type PressureOptions = {
  /** Event-loop delay (ms) above which requests are shed; 0 turns shedding off. */
  maxEventLoopDelay: number
  sampleInterval: number
  retryAfter: number
  /** The delay (ms) each request is judged by; defaults to the event loop's sampled delay. Tests drive it. */
  delay?: () => number
}

export const defaultPressure: PressureOptions = { maxEventLoopDelay: 1000, sampleInterval: 500, retryAfter: 10 }

/** Routes that are never shed (probes): a probe that sees 503 under load would take a busy but healthy instance out. */
declare module 'fastify' {
  interface FastifyContextConfig {
    neverShed?: boolean
  }
}

const MESSAGE = 'Der Server ist gerade ausgelastet. Bitte versuche es gleich noch einmal.'
const PAGE = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gleich wieder da | OnePitch</title></head><body><main><h1>Gleich wieder da</h1><p>${MESSAGE}</p></main></body></html>`

/** The 503 every shed or refused request gets: the German page for browsers, JSON otherwise. */
export function sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store')
  if (request.headers.accept?.includes('text/html')) return reply.type('text/html; charset=utf-8').send(PAGE)
  return reply.send(errorBody(503, MESSAGE))
}

/**
 * Sheds load with 503 + Retry-After while the event loop lags more than `maxEventLoopDelay`, instead of
 * queueing without bound. Only the event-loop delay is sampled: reading memory use opens a file, and with
 * every descriptor taken that threw and ended the process.
 */
export async function registerPressure({ app, clock }: ServerContext, options: PressureOptions = defaultPressure) {
  if (options.maxEventLoopDelay <= 0) return
  const delay = options.delay ?? sampleEventLoopDelay(app, options.sampleInterval)
  // One log line a second while shedding, with the count, not one per request.
  const sheddings = logSampler(1000, clock.realNow)
  app.addHook('onRequest', async (request, reply) => {
    const lag = delay()
    if (lag <= options.maxEventLoopDelay || request.routeOptions.config?.neverShed) return
    const shed = sheddings()
    if (shed) request.log.warn({ delay: Math.round(lag), shed }, 'under pressure: requests shed')
    return sendBusy(request, reply, options.retryAfter)
  })
}

/**
 * The event loop's delay, sampled every `interval` ms. A stall shows in one sample only: it fades over a few
 * intervals, so requests arriving just after it are shed too instead of piling onto a loop that is only
 * catching up.
 */
function sampleEventLoopDelay(app: FastifyInstance, interval: number): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let delay = 0
  const timer = setInterval(() => {
    const measured = Math.max(0, histogram.mean / 1e6 - 10)
    histogram.reset()
    delay = Math.max(Number.isFinite(measured) ? measured : 0, delay / 2)
  }, interval)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    histogram.disable()
  })
  return () => delay
}
