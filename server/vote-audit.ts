import { createHmac, randomBytes } from 'node:crypto'
import { networkOf } from '../lib/network'
import type { Queryable } from './db/database'
import type { Audit } from './db/votes'

/**
 * The audit trail of a vote: salted hashes of the client's network (/24 for IPv4, /64 for IPv6) and of
 * its user agent. Enough to find a burst from one network or one script and void it; not enough to learn
 * an address. The salt lives in the database (shared by every instance) and is deleted with the hashes
 * when the audit period ends, which makes any left-over hash meaningless.
 */
export async function auditSalt(db: Queryable): Promise<string> {
  await db.query("insert into settings (key, value) values ('vote_audit_salt', $1) on conflict (key) do nothing", [
    randomBytes(32).toString('base64url'),
  ])
  const [row] = await db.query<{ value: string }>("select value from settings where key = 'vote_audit_salt'")
  if (!row) throw new Error('vote audit salt missing')
  return row.value
}

const digest = (salt: string, kind: string, value: string) =>
  createHmac('sha256', salt).update(`${kind}\0${value}`).digest('base64url').slice(0, 22)

export const auditOf = (salt: string, ip: string, userAgent: string | undefined): Audit => ({
  netHash: digest(salt, 'net', networkOf(ip, 24, 64)),
  uaHash: digest(salt, 'ua', userAgent ?? ''),
})
