// The operator commands (`npm run admin -- <command>`), run against an open database. Two callers run the
// same code: the CLI (scripts/admin.ts) on a database it opened itself, and the running server on its own
// database when the CLI reaches it through the data folder's admin socket (server/admin-socket.ts). All
// output goes through an AdminOutput, so both print the same; files are written by the CLI, never the server.
import { z } from 'zod'
import { votingStartups } from '../data/voting'
import { mailboxKey, normaliseEmail } from '../lib/email'
import { rankStartups, shownCounts } from '../lib/ranking'
import { issueLines } from '../lib/zod-issues'
import type { Database } from './db/database'
import { listOutbox } from './db/outbox'
import { deleteSignUp, listSignUps, signUpsCsv } from './db/signups'
import { creditVotes, listCredits, listVoided, suspiciousVotes, voidVotes, voteCounts } from './db/votes'
import { queueSignUpConfirmation } from './signup-confirmation'

/** Where a command's output goes: the terminal (CLI) or the admin socket (server). */
export type AdminOutput = {
  /** One line of the command's result (stdout). */
  out(line: string): void
  /** One line about the run: progress, errors (stderr). */
  err(line: string): void
  /** Text as it is (stdout), e.g. the CSV export without a file name. */
  stdout(text: string): void
  /** Writes a file where the operator runs the command (relative paths from the CLI's folder). */
  file(path: string, data: Uint8Array): void
}

/** The server settings some commands need (a resent confirmation mail links to the site). */
export type AdminSettings = { siteUrl: string; hourlyBudget: number }

export const adminUsage = `Usage: npm run admin -- <command>

  signups                          list the early-access sign-ups
  export [file.csv]                sign-ups as CSV (to the file, or to stdout)
  delete <email>                   erase one sign-up (GDPR)
  credit <startup-id> <votes> <reason …>
                                   credit extra votes (e.g. the kickstart bonus; negative withdraws)
  credits                          list every credit with its reason
  ranking                          the wildcard ranking as the site shows it
  resend <email>                   queue a fresh confirmation mail for a pending sign-up (past the hourly limit)
  resend-pending                   the same for every pending sign-up whose last mail failed or never left
  outbox                           the mail queue: queued, sent and failed mails
  votes suspicious                 networks with many voters and mail domains with many voters
  votes void (--network <hash> | --domain <domain> | --mailbox <address>) --reason <text …>
                                   void those votes (kept with the reason, no longer counted)
  votes voided                     every voided vote with its reason
  backup <file>                    the whole database to a file: embedded .tar.gz, or pg_dump's custom format
  restore <file>                   load a backup into an empty DATA_DIR (server stopped) or into DATABASE_URL

With the embedded database the commands reach a running server through DATA_DIR/admin.sock; restore needs
the server stopped.

Startup ids: ${votingStartups.map((s) => s.id).join(', ')}`

/** A mistake of the operator's (bad input): reported with a pointer to the usage. */
export class AdminUsageError extends Error {}

const commands = [
  'signups',
  'export',
  'delete',
  'credit',
  'credits',
  'ranking',
  'resend',
  'resend-pending',
  'outbox',
  'votes',
  'backup',
] as const

/** Whether runAdminCommand knows `name` (checked before a database is opened or a server asked). */
export const isAdminCommand = (name: string | undefined) => (commands as readonly string[]).includes(name ?? '')

const startupIds = votingStartups.map((s) => s.id) as [string, ...string[]]
const emailSchema = z.email({ error: 'not a valid e-mail address' })
const creditSchema = z.object({
  startupId: z.enum(startupIds, { error: (issue) => `unknown startup id "${String(issue.input)}"` }),
  amount: z.coerce
    .number({ error: 'votes must be a whole number' })
    .int({ error: 'votes must be a whole number' })
    .refine((n) => n !== 0 && Math.abs(n) <= 10_000, 'votes must be between -10000 and 10000, not 0'),
  reason: z.string().trim().min(3, 'give a reason (at least 3 characters), e.g. "Kickstart: LinkedIn-Post"').max(500),
})

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value)
  if (!result.success) throw new AdminUsageError(issueLines(result.error).join('; '))
  return result.data
}

/** A file size as people read it: 812 B, 4.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Prints the error as one readable line (and the usage for an unknown command); returns the exit code. */
export function reportAdminError(error: unknown, output: AdminOutput): number {
  const message = error instanceof Error ? error.message : String(error)
  output.err(`admin: ${message}`)
  if (error instanceof AdminUsageError)
    output.err(
      /unknown command|no command/.test(message) ? `\n${adminUsage}` : 'Run "npm run admin -- help" for the commands.',
    )
  return 1
}

/** Runs one command; errors are reported on `output`. Returns the exit code. */
export async function runAdminCommand(
  db: Database,
  args: string[],
  output: AdminOutput,
  settings: AdminSettings,
): Promise<number> {
  try {
    await run(db, args, output, settings)
    return 0
  } catch (error) {
    return reportAdminError(error, output)
  }
}

async function ranking(db: Database) {
  return rankStartups(votingStartups, shownCounts(votingStartups, await voteCounts(db)))
}

async function run(db: Database, [command, ...args]: string[], output: AdminOutput, settings: AdminSettings) {
  const { out } = output
  switch (command) {
    case 'signups': {
      const rows = await listSignUps(db)
      for (const row of rows) {
        out(
          [
            row.createdAt.toISOString(),
            row.confirmedAt ? 'confirmed' : 'pending  ',
            row.role.padEnd(8),
            row.tag.padEnd(20),
            row.email,
          ].join('  '),
        )
      }
      out(`${rows.length} sign-up(s), ${rows.filter((row) => row.confirmedAt).length} confirmed`)
      return
    }
    case 'export': {
      const rows = await listSignUps(db)
      const csv = signUpsCsv(rows)
      if (args[0]) {
        output.file(args[0], new TextEncoder().encode(csv))
        output.err(`exported ${rows.length} sign-up(s) to ${args[0]}`)
      } else output.stdout(csv)
      return
    }
    case 'delete': {
      if (args.length !== 1) throw new AdminUsageError('delete takes exactly one e-mail address')
      const email = normaliseEmail(parse(emailSchema, args[0]?.trim()))
      if (!(await deleteSignUp(db, email)))
        throw new AdminUsageError(`no sign-up with the address ${email}: nothing deleted`)
      out(`deleted the sign-up of ${email}`)
      return
    }
    case 'credit': {
      const [startupId, amount, ...reason] = args
      const input = parse(creditSchema, { startupId, amount, reason: reason.join(' ') })
      await creditVotes(db, input.startupId, input.amount, input.reason)
      const entry = (await ranking(db)).find((item) => item.startup.id === input.startupId)
      out(
        `credited ${input.amount} vote(s) to ${input.startupId} ("${input.reason}"): now ${entry?.votes} votes, place ${entry?.rank}`,
      )
      return
    }
    case 'credits': {
      const credits = await listCredits(db)
      for (const credit of credits) {
        out(
          `${credit.createdAt.toISOString()}  ${credit.startupId.padEnd(16)} ${String(credit.amount).padStart(6)}  ${credit.reason}`,
        )
      }
      out(`${credits.length} credit(s)`)
      return
    }
    case 'ranking': {
      for (const { startup, votes, rank } of await ranking(db)) {
        out(`${String(rank).padStart(2)}. ${startup.name.padEnd(20)} ${String(votes).padStart(6)}  (${startup.id})`)
      }
      return
    }
    case 'resend': {
      if (args.length !== 1) throw new AdminUsageError('resend takes exactly one e-mail address')
      const email = normaliseEmail(parse(emailSchema, args[0]?.trim()))
      const pending = (await listSignUps(db)).find((row) => row.email === email && row.confirmedAt === null)
      if (!pending) throw new AdminUsageError(`no pending sign-up with the address ${email}: nothing queued`)
      out(`${email}: ${await resend(db, [email], settings)}`)
      return
    }
    case 'resend-pending': {
      const mails = await listOutbox(db)
      const waiting = (await listSignUps(db)).filter((row) => row.confirmedAt === null)
      const stuck = waiting.filter((row) => {
        const last = mails.filter((mail) => mail.recipient === row.email).at(-1)
        return !last || (last.sentAt === null && last.lastError !== null)
      })
      for (const row of stuck) out(`${row.email}: ${await resend(db, [row.email], settings)}`)
      out(`${stuck.length} of ${waiting.length} pending sign-up(s) queued again`)
      return
    }
    case 'outbox': {
      const mails = await listOutbox(db)
      for (const mail of mails) {
        const state = mail.sentAt
          ? `sent ${mail.sentAt.toISOString()}`
          : mail.lastError
            ? `failing: ${mail.lastError}`
            : 'queued'
        out(
          `${String(mail.id).padStart(6)}  ${mail.kind.padEnd(20)} ${mail.recipient}  attempts ${mail.attempts}  ${state}`,
        )
      }
      out(`${mails.length} mail(s), ${mails.filter((mail) => !mail.sentAt).length} not sent`)
      return
    }
    case 'votes': {
      await votesCommand(db, args, output)
      return
    }
    case 'backup': {
      if (args.length !== 1) throw new AdminUsageError('backup takes exactly one file name, e.g. onepitch.tar.gz')
      if (!db.dumpDataDir)
        throw new Error('a Postgres server is backed up with pg_dump: run the admin command with DATABASE_URL set')
      const archive = await db.dumpDataDir()
      output.file(args[0] as string, archive)
      out(`backed up the embedded database to ${args[0]} (${fileSize(archive.byteLength)})`)
      return
    }
    default:
      throw new AdminUsageError(command ? `unknown command "${command}"` : 'no command given')
  }
}

async function votesCommand(db: Database, [sub, ...args]: string[], { out }: AdminOutput) {
  if (sub === 'suspicious') {
    const { networks, domains } = await suspiciousVotes(db, { minVoters: 5, minDomainVoters: 10 })
    out('Networks (salted hash of the /24 or /64) with 5 or more voters:')
    for (const row of networks)
      out(
        `  ${row.netHash}  ${String(row.voters).padStart(5)} voters  ${String(row.votes).padStart(6)} votes  ${row.first.toISOString()} – ${row.last.toISOString()}`,
      )
    out('Mail domains with 10 or more voters:')
    for (const row of domains)
      out(`  ${row.domain.padEnd(30)} ${String(row.voters).padStart(5)} voters  ${String(row.votes).padStart(6)} votes`)
    out(`${networks.length} network(s), ${domains.length} domain(s)`)
    return
  }
  if (sub === 'voided') {
    const rows = await listVoided(db)
    for (const row of rows)
      out(`${row.voidedAt.toISOString()}  ${row.startupId.padEnd(16)} ${row.mailbox}  ${row.reason}`)
    out(`${rows.length} voided vote(s)`)
    return
  }
  if (sub === 'void') {
    const reasonAt = args.indexOf('--reason')
    const reason =
      reasonAt >= 0
        ? args
            .slice(reasonAt + 1)
            .join(' ')
            .trim()
        : ''
    if (reason.length < 3) throw new AdminUsageError('votes void needs --reason <text> (at least 3 characters)')
    const [flag, value] = args
    const target =
      flag === '--network' && value
        ? { network: value }
        : flag === '--domain' && value
          ? { domain: value }
          : flag === '--mailbox' && value
            ? { mailbox: mailboxKey(parse(emailSchema, value)) }
            : undefined
    if (!target)
      throw new AdminUsageError('votes void needs --network <hash>, --domain <domain> or --mailbox <address>')
    const count = await db.transaction((tx) => voidVotes(tx, target, reason, new Date()))
    out(`voided ${count} vote(s) (${flag} ${value}): ${reason}`)
    return
  }
  throw new AdminUsageError('votes takes suspicious, void or voided')
}

/** Queues fresh confirmations past the per-mailbox limit (an operator asked); the server's sender delivers them. */
async function resend(db: Database, emails: string[], settings: AdminSettings): Promise<string> {
  const results = []
  for (const email of emails) {
    results.push(
      await db.transaction((tx) =>
        queueSignUpConfirmation(tx, email, {
          now: new Date(),
          siteUrl: settings.siteUrl,
          hourlyBudget: settings.hourlyBudget,
          ignoreMailboxLimit: true,
        }),
      ),
    )
  }
  return results.join(', ')
}
