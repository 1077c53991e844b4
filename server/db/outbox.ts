import type { Queryable } from './database'

/** What kind of mail a row is (limits and logs tell them apart). */
export type MailKind = 'signup-confirmation' | 'voter-confirmation'

export type OutboxMail = { kind: MailKind; to: string; subject: string; text: string }

/**
 * Queues a mail. Call it inside the transaction that stores what the mail is about: both are kept, or
 * neither. The background sender (server/mail-sender.ts) delivers it.
 */
export async function enqueueMail(tx: Queryable, mail: OutboxMail): Promise<void> {
  await tx.query('insert into outbox (kind, recipient, subject, body) values ($1, $2, $3, $4)', [
    mail.kind,
    mail.to,
    mail.subject,
    mail.text,
  ])
}
