// Operator commands on the site's database: `npm run admin -- <command>`. Uses the same DATA_DIR or
// DATABASE_URL as the server. With the embedded database (PGlite) stop the server first: one process at
// a time may open its folder (the command says so when the server holds it).
import { writeFileSync } from 'node:fs'
import { z } from 'zod'
import { votingStartups } from '../data/voting'
import { mailboxKey, normaliseEmail } from '../lib/email'
import { rankStartups, shownCounts } from '../lib/ranking'
import { ConfigError, loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/database'
import { listOutbox } from '../server/db/outbox'
import { deleteSignUp, listSignUps, signUpsCsv } from '../server/db/signups'
import { creditVotes, listCredits, listVoided, suspiciousVotes, voidVotes, voteCounts } from '../server/db/votes'
import { queueSignUpConfirmation } from '../server/signup-confirmation'

const usage = `Usage: npm run admin -- <command>

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

Startup ids: ${votingStartups.map((s) => s.id).join(', ')}`

class UsageError extends Error {}

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
  if (!result.success) throw new UsageError(result.error.issues.map((issue) => issue.message).join('; '))
  return result.data
}

async function ranking(db: Database) {
  return rankStartups(votingStartups, shownCounts(votingStartups, await voteCounts(db)))
}

async function run(db: Database, [command, ...args]: string[]): Promise<void> {
  switch (command) {
    case 'signups': {
      const rows = await listSignUps(db)
      for (const row of rows) {
        console.log(
          [
            row.createdAt.toISOString(),
            row.confirmedAt ? 'confirmed' : 'pending  ',
            row.role.padEnd(7),
            row.tag.padEnd(20),
            row.email,
          ].join('  '),
        )
      }
      console.log(`${rows.length} sign-up(s), ${rows.filter((row) => row.confirmedAt).length} confirmed`)
      return
    }
    case 'export': {
      const rows = await listSignUps(db)
      const csv = signUpsCsv(rows)
      if (args[0]) {
        writeFileSync(args[0], csv)
        console.error(`exported ${rows.length} sign-up(s) to ${args[0]}`)
      } else process.stdout.write(csv)
      return
    }
    case 'delete': {
      if (args.length !== 1) throw new UsageError('delete takes exactly one e-mail address')
      const email = normaliseEmail(parse(emailSchema, args[0]?.trim()))
      if (!(await deleteSignUp(db, email)))
        throw new UsageError(`no sign-up with the address ${email}: nothing deleted`)
      console.log(`deleted the sign-up of ${email}`)
      return
    }
    case 'credit': {
      const [startupId, amount, ...reason] = args
      const input = parse(creditSchema, { startupId, amount, reason: reason.join(' ') })
      await creditVotes(db, input.startupId, input.amount, input.reason)
      const entry = (await ranking(db)).find((item) => item.startup.id === input.startupId)
      console.log(
        `credited ${input.amount} vote(s) to ${input.startupId} ("${input.reason}"): now ${entry?.votes} votes, place ${entry?.rank}`,
      )
      return
    }
    case 'credits': {
      const credits = await listCredits(db)
      for (const credit of credits) {
        console.log(
          `${credit.createdAt.toISOString()}  ${credit.startupId.padEnd(16)} ${String(credit.amount).padStart(6)}  ${credit.reason}`,
        )
      }
      console.log(`${credits.length} credit(s)`)
      return
    }
    case 'ranking': {
      for (const { startup, votes, rank } of await ranking(db)) {
        console.log(
          `${String(rank).padStart(2)}. ${startup.name.padEnd(20)} ${String(votes).padStart(6)}  (${startup.id})`,
        )
      }
      return
    }
    case 'resend': {
      if (args.length !== 1) throw new UsageError('resend takes exactly one e-mail address')
      const email = normaliseEmail(parse(emailSchema, args[0]?.trim()))
      const pending = (await listSignUps(db)).find((row) => row.email === email && row.confirmedAt === null)
      if (!pending) throw new UsageError(`no pending sign-up with the address ${email}: nothing queued`)
      console.log(`${email}: ${await resend(db, [email])}`)
      return
    }
    case 'resend-pending': {
      const mails = await listOutbox(db)
      const waiting = (await listSignUps(db)).filter((row) => row.confirmedAt === null)
      const stuck = waiting.filter((row) => {
        const last = mails.filter((mail) => mail.recipient === row.email).at(-1)
        return !last || (last.sentAt === null && last.lastError !== null)
      })
      for (const row of stuck) console.log(`${row.email}: ${await resend(db, [row.email])}`)
      console.log(`${stuck.length} of ${waiting.length} pending sign-up(s) queued again`)
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
        console.log(
          `${String(mail.id).padStart(6)}  ${mail.kind.padEnd(20)} ${mail.recipient}  attempts ${mail.attempts}  ${state}`,
        )
      }
      console.log(`${mails.length} mail(s), ${mails.filter((mail) => !mail.sentAt).length} not sent`)
      return
    }
    case 'votes': {
      await votesCommand(db, args)
      return
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given')
  }
}

async function votesCommand(db: Database, [sub, ...args]: string[]) {
  if (sub === 'suspicious') {
    const { networks, domains } = await suspiciousVotes(db, { minVoters: 5, minDomainVoters: 10 })
    console.log('Networks (salted hash of the /24 or /64) with 5 or more voters:')
    for (const row of networks)
      console.log(
        `  ${row.netHash}  ${String(row.voters).padStart(5)} voters  ${String(row.votes).padStart(6)} votes  ${row.first.toISOString()} – ${row.last.toISOString()}`,
      )
    console.log('Mail domains with 10 or more voters:')
    for (const row of domains)
      console.log(
        `  ${row.domain.padEnd(30)} ${String(row.voters).padStart(5)} voters  ${String(row.votes).padStart(6)} votes`,
      )
    console.log(`${networks.length} network(s), ${domains.length} domain(s)`)
    return
  }
  if (sub === 'voided') {
    const rows = await listVoided(db)
    for (const row of rows)
      console.log(`${row.voidedAt.toISOString()}  ${row.startupId.padEnd(16)} ${row.mailbox}  ${row.reason}`)
    console.log(`${rows.length} voided vote(s)`)
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
    if (reason.length < 3) throw new UsageError('votes void needs --reason <text> (at least 3 characters)')
    const [flag, value] = args
    const target =
      flag === '--network' && value
        ? { network: value }
        : flag === '--domain' && value
          ? { domain: value }
          : flag === '--mailbox' && value
            ? { mailbox: mailboxKey(parse(emailSchema, value)) }
            : undefined
    if (!target) throw new UsageError('votes void needs --network <hash>, --domain <domain> or --mailbox <address>')
    const count = await db.transaction((tx) => voidVotes(tx, target, reason, new Date()))
    console.log(`voided ${count} vote(s) (${flag} ${value}): ${reason}`)
    return
  }
  throw new UsageError('votes takes suspicious, void or voided')
}

/** Queues fresh confirmations past the per-mailbox limit (an operator asked); the server's sender delivers them. */
async function resend(db: Database, emails: string[]): Promise<string> {
  const { config } = loadConfig()
  const results = []
  for (const email of emails) {
    results.push(
      await db.transaction((tx) =>
        queueSignUpConfirmation(tx, email, {
          now: new Date(),
          siteUrl: config.SITE_URL,
          hourlyBudget: config.MAIL_HOURLY_BUDGET,
          ignoreMailboxLimit: true,
        }),
      ),
    )
  }
  return results.join(', ')
}

async function main() {
  const args = process.argv.slice(2)
  if (args[0] === 'help' || args[0] === '--help' || args[0] === '-h') {
    console.log(usage)
    return
  }
  const { config } = loadConfig()
  // Validate before opening the database: a typo must not wait for (or lock) the database.
  if (
    ![
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
    ].includes(args[0] ?? '')
  ) {
    throw new UsageError(args[0] ? `unknown command "${args[0]}"` : 'no command given')
  }
  const db = await openDatabase({
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    poolSize: 1,
  })
  try {
    await run(db, args)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`admin: ${error.message}`)
    console.error(
      /unknown command|no command/.test(error.message) ? `\n${usage}` : 'Run "npm run admin -- help" for the commands.',
    )
  } else if (error instanceof ConfigError)
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`)
  else console.error(`admin: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
