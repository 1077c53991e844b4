import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Pool } from 'pg'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { clientNetwork } from '../lib/network'
import { errorBody } from './error-body'
import { logSampler } from './log-sampler'

/** A limit: at most `points` events per key within `seconds`. */
type LimitSpec = { name: string; points: number; seconds: number }

export type Limiter = {
  readonly spec: LimitSpec
  /** Counts one event for `key`: 0 while within the limit, else whole seconds until the key may try again. */
  hit(key: string): Promise<number>
  /** Seconds `key` must still wait, without counting anything (0: free). */
  blockedFor(key: string): Promise<number>
}

export type Limits = {
  limiter(spec: LimitSpec): Limiter
  /** Whether counters are shared with other instances (a Postgres server). */
  readonly shared: boolean
  close(): Promise<void>
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Rate limits keyed by client network (lib/network.ts: the IPv4 address or the IPv6 /64). In memory for
 * one instance; with DATABASE_URL in a Postgres table (`rate_limits`, migration 006), so every instance
 * behind a load balancer counts the same events. Should that table be unreachable, each instance falls
 * back to its own memory (the insurance limiter) rather than letting everything through.
 */
export async function createLimits(options: {
  databaseUrl?: string | undefined
  /** Resolves once the database is migrated (its `rate_limits` table exists). */
  databaseReady?: () => Promise<unknown>
}): Promise<Limits> {
  let pool: Pool | undefined
  let ready: Promise<unknown> | undefined
  // Until the table exists a query fails and the memory fallback would count instead: wait for it once.
  const storeReady = () => {
    ready ??= (options.databaseReady?.() ?? Promise.resolve()).catch(() => {
      ready = undefined
    })
    return ready
  }
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: 3, connectionTimeoutMillis: 5_000 })
    pool.on('error', () => {})
  }
  const made = new Map<string, Limiter>()
  return {
    shared: pool !== undefined,
    limiter(spec) {
      const existing = made.get(spec.name)
      if (existing) return existing
      const memory = new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.seconds })
      const store: RateLimiterAbstract = pool
        ? new RateLimiterPostgres({
            storeClient: pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
            keyPrefix: spec.name,
            points: spec.points,
            duration: spec.seconds,
            insuranceLimiter: memory,
          })
        : memory
      const limiter: Limiter = {
        spec,
        async hit(key) {
          if (pool) await storeReady()
          try {
            await store.consume(key)
            return 0
          } catch (error) {
            if (error instanceof RateLimiterRes) return seconds(error.msBeforeNext)
            throw error
          }
        },
        async blockedFor(key) {
          if (pool) await storeReady()
          const state = await store.get(key)
          return state && state.consumedPoints >= spec.points ? seconds(state.msBeforeNext) : 0
        },
      }
      made.set(spec.name, limiter)
      return limiter
    },
    async close() {
      await pool?.end()
    },
  }
}

/** The key of a request's client for every limit: its network, as TRUST_PROXY resolves the address. */
export const clientKey = (request: FastifyRequest) => clientNetwork(request.ip)

/**
 * A preHandler that counts each request against `limiter` by client network and answers 429 with
 * `Retry-After` and the error body (with `message`, or the general one) once the network is over its limit.
 */
export function limitRequests(limiter: Limiter, message?: string, now: () => number = Date.now) {
  const refusals = logSampler(1000, now)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await limiter.hit(clientKey(request))
    if (retryAfter === 0) return
    const refused = refusals()
    if (refused) request.log.info({ limit: limiter.spec.name, refused }, 'rate limited')
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .header('cache-control', 'no-store')
      .send(errorBody(429, message))
  }
}
