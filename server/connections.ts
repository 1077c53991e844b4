import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { logSampler } from './log-sampler'

/** Descriptors kept free for the database, files, logs and outgoing mail. */
const HEADROOM = 128
const MAX_CONNECTIONS = 10_000

/** The process's soft limit of open files (`ulimit -n`), from /proc; undefined where it cannot be read. */
function openFileLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limits, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'))
    const soft = line?.split(/\s{2,}/)[1]
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined
  } catch {
    return undefined
  }
}

/** How many connections the server accepts at once: below the descriptor limit, so accepting never starves the rest. */
const connectionCap = (limit = openFileLimit()) =>
  Math.max(16, Math.min(MAX_CONNECTIONS, (limit ?? MAX_CONNECTIONS + HEADROOM) - HEADROOM))

/**
 * Connections beyond the cap are closed at once instead of taking the last descriptors; headers must
 * arrive within 10 s (slow-header clients hold no socket for minutes). A failure to accept (EMFILE) is
 * logged, at most once a minute, and never ends the process.
 */
export function limitConnections(app: FastifyInstance, now: () => number = Date.now) {
  app.server.maxConnections = connectionCap()
  app.server.headersTimeout = 10_000
  const drops = logSampler(60_000, now)
  const note = (message: string, extra: Record<string, unknown> = {}) => {
    const dropped = drops()
    if (dropped) app.log.warn({ ...extra, dropped, maxConnections: app.server.maxConnections }, message)
  }
  app.server.on('drop', () => note('connection limit reached: new connections are closed'))
  app.server.on('error', (error: NodeJS.ErrnoException) => note('server error', { code: error.code }))
}
