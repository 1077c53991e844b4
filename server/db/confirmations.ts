import { randomBytes } from 'node:crypto'
import type { Queryable } from './database'

export type ConfirmationPurpose = 'signup' | 'voter'

/**
 * A new confirmation link token: 32 random bytes, stored with what it confirms. The token says nothing
 * about the address (it is not in the access log as data) and works once.
 */
export async function createConfirmation(
  tx: Queryable,
  purpose: ConfirmationPurpose,
  subject: string,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.query('insert into confirmations (token, purpose, subject, expires_at) values ($1, $2, $3, $4)', [
    token,
    purpose,
    subject,
    expiresAt,
  ])
  return token
}

export type ConfirmationCheck =
  | { ok: true; purpose: ConfirmationPurpose; subject: string; alreadyUsed: boolean }
  | { ok: false; reason: 'invalid' | 'expired' }

const TOKEN = /^[\w-]{43}$/

/**
 * Marks a token used and returns what it confirms. A used token answers ok again (a second click on the
 * same link is not an error); an unknown or malformed one is invalid; one past its time is expired.
 */
export async function useConfirmation(tx: Queryable, token: unknown, now: Date): Promise<ConfirmationCheck> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { ok: false, reason: 'invalid' }
  const [row] = await tx.query<{
    purpose: ConfirmationPurpose
    subject: string
    expires_at: Date | string
    used_at: Date | string | null
  }>('select purpose, subject, expires_at, used_at from confirmations where token = $1 for update', [token])
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.used_at !== null) return { ok: true, purpose: row.purpose, subject: row.subject, alreadyUsed: true }
  if (new Date(row.expires_at).getTime() < now.getTime()) return { ok: false, reason: 'expired' }
  await tx.query('update confirmations set used_at = $2 where token = $1', [token, now])
  return { ok: true, purpose: row.purpose, subject: row.subject, alreadyUsed: false }
}

/** What a token is, without using it (the GET page shows its button only for a valid one). */
export async function peekConfirmation(
  db: Queryable,
  token: unknown,
  now: Date,
): Promise<{ status: 'valid' | 'used' | 'expired' | 'invalid'; purpose?: ConfirmationPurpose }> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { status: 'invalid' }
  const [row] = await db.query<{
    purpose: ConfirmationPurpose
    expires_at: Date | string
    used_at: Date | string | null
  }>('select purpose, expires_at, used_at from confirmations where token = $1', [token])
  if (!row) return { status: 'invalid' }
  if (row.used_at !== null) return { status: 'used', purpose: row.purpose }
  return { status: new Date(row.expires_at).getTime() < now.getTime() ? 'expired' : 'valid', purpose: row.purpose }
}
