import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock'
import type { DataAccess } from './data'
import { claimDueMails, type DueMail, markFailed, markSent, queueLength } from './db/outbox'
import type { Mailer } from './mail'

/** How often the sender looks for due mail when nobody woke it. */
const POLL_MS = 5_000
/** A claimed mail is someone's for this long; a sender that died lets it fall due again after it. */
const LEASE_MS = 120_000
/** Mails are given up after this long (the confirmation link inside has expired by then). */
const GIVE_UP_MS = 72 * 3_600_000
const BATCH = 20

/** When the next attempt after `attempts` failures is due: within a minute, then doubling up to an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1))
}

/** A recipient as the log shows it: enough to find the row, not the address (`ab…@example.org`). */
const maskAddress = (address: string) => address.replace(/^(.{0,2})[^@]*(@.*)?$/, '$1…$2')

export type MailSender = { wake(): void; stop(graceMs?: number): Promise<void> }

/**
 * Delivers the outbox in the background: the request that queued a mail never waits for the relay. A
 * failed attempt is retried (within a minute, then with back-off); while the relay fails the log gets one
 * warning a minute with the queue length, not one line per mail.
 */
export function startMailSender(options: {
  data: DataAccess
  mailer: Mailer
  log: FastifyBaseLogger
  clock: Pick<Clock, 'realNow'>
  pollMs?: number
}): MailSender {
  const { data, mailer, log, clock } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let warnedAt = Number.NEGATIVE_INFINITY

  async function deliver(mail: DueMail) {
    const db = await data.db()
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text })
      await markSent(db, mail.id, new Date(clock.realNow()))
      log.info({ outboxId: mail.id, kind: mail.kind, to: maskAddress(mail.to) }, 'mail sent')
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const now = clock.realNow()
      const giveUp = now - mail.createdAt.getTime() > GIVE_UP_MS
      await markFailed(db, mail.id, message, giveUp ? undefined : new Date(now + retryDelayMs(mail.attempts + 1)))
      if (giveUp) log.error({ outboxId: mail.id, kind: mail.kind, to: maskAddress(mail.to) }, 'mail given up')
      else log.info({ outboxId: mail.id, attempts: mail.attempts + 1, reason: message }, 'mail failed, will retry')
      return false
    }
  }

  async function round() {
    const db = await data.db()
    const due = await claimDueMails(db, new Date(clock.realNow()), BATCH, LEASE_MS)
    let failed = 0
    for (const mail of due) if (!(await deliver(mail))) failed++
    const now = clock.realNow()
    if (failed > 0 && now - warnedAt >= 60_000) {
      warnedAt = now
      log.warn({ failed, queued: await queueLength(db) }, 'mail relay failing: mails stay queued and are retried')
    }
    if (due.length === BATCH) again = true
  }

  function run() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    running = round()
      .catch((error: unknown) => log.error({ err: error }, 'mail sender round failed'))
      .finally(() => {
        running = undefined
        if (stopped) return
        if (again) {
          again = false
          setImmediate(run)
        } else timer = setTimeout(run, options.pollMs ?? POLL_MS).unref()
      })
  }

  if (mailer.configured) timer = setTimeout(run, 0).unref()
  return {
    wake() {
      if (mailer.configured) run()
    },
    /** Waits up to `graceMs` for a send under way; a relay that hangs must not hold the shutdown (the mail's lease ends and another start retries it). */
    async stop(graceMs = 1_000) {
      stopped = true
      clearTimeout(timer)
      let wait: NodeJS.Timeout | undefined
      await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, graceMs)))])
      clearTimeout(wait)
    },
  }
}
