import { CONFIRM_LINK_HOURS } from '../data/retention'
import { confirmMail, confirmMailText } from '../data/signup'
import { type LaunchStage, timelineState } from '../data/timeline'
import { mailboxKey } from '../lib/email'
import { createConfirmation } from './db/confirmations'
import type { Queryable } from './db/database'
import { type QueueResult, queueMail } from './db/outbox'

/**
 * Queues the confirmation mail of a pending sign-up with a fresh single-use link, inside the caller's
 * transaction. When no mail may go out (mailbox limit, hourly budget) the link is not kept either. The mail
 * is worded for the launch stage of the site's time (`stage`; without it, the stage at `now`).
 */
export async function queueSignUpConfirmation(
  tx: Queryable,
  email: string,
  options: { now: Date; siteUrl: string; hourlyBudget: number; ignoreMailboxLimit?: boolean; stage?: LaunchStage },
): Promise<QueueResult> {
  const expires = new Date(options.now.getTime() + CONFIRM_LINK_HOURS * 3_600_000)
  const token = await createConfirmation(tx, 'signup', email, expires)
  const stage = options.stage ?? timelineState(options.now.getTime()).launch
  const outcome = await queueMail(
    tx,
    {
      kind: 'signup-confirmation',
      to: email,
      mailbox: mailboxKey(email),
      subject: confirmMail[stage].subject,
      text: confirmMailText(stage, `${options.siteUrl}/api/confirm?token=${token}`),
    },
    options.now,
    options.hourlyBudget,
    { ignoreMailboxLimit: options.ignoreMailboxLimit ?? false },
  )
  if (outcome !== 'queued') await tx.query('delete from confirmations where token = $1', [token])
  return outcome
}
