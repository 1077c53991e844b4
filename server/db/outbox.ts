import type { Queryable } from './database'

/** What kind of mail a row is (limits and logs tell them apart). */
type MailKind = 'signup-confirmation' | 'voter-confirmation'

export type OutboxMail = { kind: MailKind; to: string; mailbox: string; subject: string; text: string }

/** Confirmation mails per mailbox: one an hour, three a day, however often the form is sent. */
const MAILBOX_LIMITS = { perHour: 1, perDay: 3 } as const

export type QueueResult = 'queued' | 'limited' | 'over-budget'

const HOUR = 3_600_000

/**
 * Queues a mail unless its mailbox already got its share (MAILBOX_LIMITS) or all mailboxes together the
 * hourly budget. Call it inside the transaction that stores what the mail is about: both are kept, or
 * neither. The background sender (server/mail-sender.ts) delivers it; the caller answers without waiting.
 */
export async function queueMail(
  tx: Queryable,
  mail: OutboxMail,
  now: Date,
  hourlyBudget: number,
  options: { ignoreMailboxLimit?: boolean } = {},
): Promise<QueueResult> {
  if (!options.ignoreMailboxLimit) {
    const [recent] = await tx.query<{ hour: number; day: number }>(
      `select count(*) filter (where created_at > $2)::integer as hour, count(*)::integer as day
         from outbox where mailbox = $1 and created_at > $3`,
      [mail.mailbox, new Date(now.getTime() - HOUR), new Date(now.getTime() - 24 * HOUR)],
    )
    if ((recent?.hour ?? 0) >= MAILBOX_LIMITS.perHour || (recent?.day ?? 0) >= MAILBOX_LIMITS.perDay) return 'limited'
  }
  const [all] = await tx.query<{ n: number }>('select count(*)::integer as n from outbox where created_at > $1', [
    new Date(now.getTime() - HOUR),
  ])
  if ((all?.n ?? 0) >= hourlyBudget) return 'over-budget'
  await tx.query(
    'insert into outbox (kind, recipient, mailbox, subject, body, created_at, next_attempt_at) values ($1, $2, $3, $4, $5, $6, $6)',
    [mail.kind, mail.to, mail.mailbox, mail.subject, mail.text, now],
  )
  return 'queued'
}

export type DueMail = {
  id: number
  kind: MailKind
  to: string
  subject: string
  text: string
  attempts: number
  createdAt: Date
}

/**
 * Takes up to `limit` due mails for this sender: each is leased (its next attempt moved `leaseMs` ahead)
 * in the same statement, and `skip locked` keeps two instances on one Postgres from taking the same row.
 */
export async function claimDueMails(db: Queryable, now: Date, limit: number, leaseMs: number): Promise<DueMail[]> {
  const rows = await db.query<{
    id: string | number
    kind: MailKind
    recipient: string
    subject: string
    body: string
    attempts: number
    created_at: Date | string
  }>(
    `update outbox set next_attempt_at = $2
      where id in (select id from outbox where sent_at is null and next_attempt_at <= $1
                   order by id limit $3 for update skip locked)
      returning id, kind, recipient, subject, body, attempts, created_at`,
    [now, new Date(now.getTime() + leaseMs), limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }))
}

export async function markSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('update outbox set sent_at = $2, attempts = attempts + 1, last_error = null where id = $1', [id, now])
}

/** Records a failed attempt; `retryAt` undefined gives the mail up (it stays, unsent, for `admin outbox`). */
export async function markFailed(db: Queryable, id: number, error: string, retryAt: Date | undefined): Promise<void> {
  await db.query(
    `update outbox set attempts = attempts + 1, last_error = $2,
       next_attempt_at = coalesce($3, 'infinity'::timestamptz) where id = $1`,
    [id, error.slice(0, 500), retryAt ?? null],
  )
}

/** Mails not sent yet (given-up ones included). */
export async function queueLength(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::integer as n from outbox where sent_at is null')
  return row?.n ?? 0
}

export type OutboxRow = {
  id: number
  kind: MailKind
  recipient: string
  createdAt: Date
  attempts: number
  sentAt: Date | null
  lastError: string | null
}

export async function listOutbox(db: Queryable): Promise<OutboxRow[]> {
  const rows = await db.query<{
    id: string | number
    kind: MailKind
    recipient: string
    created_at: Date | string
    attempts: number
    sent_at: Date | string | null
    last_error: string | null
  }>('select id, kind, recipient, created_at, attempts, sent_at, last_error from outbox order by id')
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    createdAt: new Date(row.created_at),
    attempts: row.attempts,
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    lastError: row.last_error,
  }))
}
