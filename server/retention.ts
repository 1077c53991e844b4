import type { FastifyBaseLogger } from 'fastify'
import { spotlightEvent } from '../data/event'
import { PENDING_VOTE_RETENTION_DAYS, UNCONFIRMED_RETENTION_DAYS, VOTE_AUDIT_DAYS_AFTER_FINAL } from '../data/retention'
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

/** Hearts that were never confirmed, and addresses nobody confirmed, after the period the voter mail states. */
export const unconfirmedVoters: Sweep = {
  name: 'unconfirmed voters',
  async run(db, now) {
    const before = new Date(now.getTime() - PENDING_VOTE_RETENTION_DAYS * DAY)
    const pending = await db.query('delete from pending_votes where created_at < $1 returning startup_id', [before])
    await db.query('delete from voter_sessions where verified_at is null and created_at < $1', [before])
    const voters = await db.query(
      'delete from voters where verified_at is null and created_at < $1 returning mailbox',
      [before],
    )
    await db.query("delete from confirmations where purpose = 'voter' and created_at < $1", [before])
    return pending.length + voters.length
  },
}

/**
 * The audit trail of the votes (salted network and browser hashes, and the salt itself) once the audit
 * period after the final is over, as /wildcard-voting states; the votes and void reasons stay.
 */
export const voteAudit: Sweep = {
  name: 'vote audit data',
  async run(db, now) {
    const end = Date.parse(spotlightEvent.final) + VOTE_AUDIT_DAYS_AFTER_FINAL * DAY
    if (now.getTime() < end) return 0
    const cleared = await db.query(
      'update votes set net_hash = null, ua_hash = null where net_hash is not null or ua_hash is not null returning mailbox',
    )
    await db.query('update pending_votes set net_hash = null, ua_hash = null')
    await db.query("delete from settings where key = 'vote_audit_salt'")
    return cleared.length
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
