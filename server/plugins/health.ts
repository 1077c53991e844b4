import type { ServerContext } from '../context'
import type { DataAccess } from '../data'
import { errorBody } from '../error-body'

/** How long readiness waits for the database before it says no. */
const READY_TIMEOUT_MS = 2_000

/**
 * `/healthz`: liveness, the process answers. `/readyz`: readiness, the database answers too; a load
 * balancer takes an instance without its database out of rotation instead of sending it visitors.
 */
export async function registerHealth({ app }: ServerContext, data: DataAccess) {
  app.get(
    '/healthz',
    // Never shed: a probe that sees 503 under load would take a busy but healthy instance out of rotation.
    { config: { neverShed: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok', uptime: Math.round(process.uptime()) }
    },
  )
  app.get('/readyz', { config: { neverShed: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    const ready = await Promise.race([
      data
        .db()
        .then((db) => db.query('select 1'))
        .then(() => true)
        .catch(() => false),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)
      }),
    ])
    clearTimeout(timer)
    if (ready) return { status: 'ready' }
    // The error body, and the probe's `status` beside it.
    return reply.code(503).send({ ...errorBody(503, 'Die Datenbank antwortet gerade nicht.'), status: 'unavailable' })
  })
}
