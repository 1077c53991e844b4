import type { SignUpRole } from '../../data/signup'
import { normaliseEmail } from '../../lib/email'
import type { Queryable } from './database'

export type Role = SignUpRole

export type SignUp = {
  email: string
  role: Role
  tag: string
  consentVersion: string
  createdAt: Date
  confirmedAt: Date | null
}

type Row = {
  email: string
  role: Role
  tag: string
  consent_version: string
  created_at: Date | string
  confirmed_at: Date | string | null
}

const toSignUp = (row: Row): SignUp => ({
  email: row.email,
  role: row.role,
  tag: row.tag,
  consentVersion: row.consent_version,
  createdAt: new Date(row.created_at),
  confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
})

/**
 * Stores a sign-up once per address. Returns whether a confirmation link should go out: for a new row,
 * and again for a row that is still pending (the visitor lost the first mail). A confirmed row is left
 * alone. The caller answers the same either way, so the answer never reveals whether an address is known.
 */
export async function addSignUp(
  db: Queryable,
  input: { email: string; role: Role; tag: string; consentVersion: string },
): Promise<{ email: string; created: boolean; pending: boolean }> {
  const email = normaliseEmail(input.email)
  const inserted = await db.query(
    `insert into signups (email, role, tag, consent_version) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning email`,
    [email, input.role, input.tag, input.consentVersion],
  )
  if (inserted.length > 0) return { email, created: true, pending: true }
  const [row] = await db.query<{ confirmed_at: Date | null }>('select confirmed_at from signups where email = $1', [
    email,
  ])
  return { email, created: false, pending: row !== undefined && row.confirmed_at === null }
}

/** Marks the sign-up confirmed (idempotent) and gives its role; undefined when there is no such row (erased meanwhile). */
export async function confirmSignUp(db: Queryable, email: string): Promise<Role | undefined> {
  const [row] = await db.query<{ role: Role }>(
    'update signups set confirmed_at = coalesce(confirmed_at, now()) where email = $1 returning role',
    [normaliseEmail(email)],
  )
  return row?.role
}

export async function listSignUps(db: Queryable): Promise<SignUp[]> {
  return (await db.query<Row>('select * from signups order by created_at, email')).map(toSignUp)
}

/** GDPR erasure: removes the row; true when there was one. */
export async function deleteSignUp(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('delete from signups where email = $1 returning email', [normaliseEmail(email)])).length > 0
}

const csvField = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** RFC 4180 CSV with a header line; formula-looking cells are prefixed so spreadsheets show them as text. */
export function signUpsCsv(rows: SignUp[]): string {
  const safe = (value: string) => csvField(/^[=+\-@]/.test(value) ? `'${value}` : value)
  const lines = [
    'email,role,tag,consent_version,created_at,confirmed_at',
    ...rows.map((row) =>
      [
        safe(row.email),
        row.role,
        safe(row.tag),
        safe(row.consentVersion),
        row.createdAt.toISOString(),
        row.confirmedAt ? row.confirmedAt.toISOString() : '',
      ].join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
