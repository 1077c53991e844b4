import type { FastifyBaseLogger } from 'fastify'
import { UNCONFIRMED_RETENTION_DAYS } from '../data/signup'
import type { Clock } from './clock'
import type { DataAccess } from './data'
import type { Queryable } from './db/database'

const DAY = 86_400_000
const HOUR = 3_600_000

/** One kind of data that is deleted once its period is over; returns how many rows went. */
export type Sweep = { name: string; run(db: Queryable, now: Date): Promise<number> }

/** Sign-ups nobody confirmed, after the period the confirmation mail states, with their links and mails. */
export const unconfirmedSignUps: Sweep = {
  name: 'unconfirmed sign-ups',
  async run(db, now) {
    const before = new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * DAY)
    const rows = await db.query('delete from signups where confirmed_at is null and created_at < $1 returning email', [
      before,
    ])
    await db.query("delete from confirmations where purpose = 'signup' and created_at < $1", [before])
    return rows.length
  },
}

/** Mails hold addresses: a sent one is kept a week (for `admin outbox`), a given-up one as long as its sign-up. */
export const oldMails: Sweep = {
  name: 'old mails',
  async run(db, now) {
    const rows = await db.query(
      `delete from outbox where (sent_at is not null and sent_at < $1) or created_at < $2 returning id`,
      [new Date(now.getTime() - 7 * DAY), new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * DAY)],
    )
    return rows.length
  },
}

/** Runs every sweep now and then hourly; each deletion is logged with its count. */
export function startRetention(options: {
  data: DataAccess
  log: FastifyBaseLogger
  clock: Pick<Clock, 'realNow'>
  sweeps: Sweep[]
}): { runOnce(): Promise<void>; stop(): void } {
  const runOnce = async () => {
    const db = await options.data.db()
    const now = new Date(options.clock.realNow())
    for (const sweep of options.sweeps) {
      const deleted = await sweep.run(db, now)
      if (deleted > 0) options.log.info({ sweep: sweep.name, deleted }, 'retention: deleted')
    }
  }
  const tick = () => runOnce().catch((error: unknown) => options.log.error({ err: error }, 'retention sweep failed'))
  const first = setTimeout(tick, 60_000).unref()
  const hourly = setInterval(tick, HOUR).unref()
  return {
    runOnce,
    stop() {
      clearTimeout(first)
      clearInterval(hourly)
    },
  }
}
