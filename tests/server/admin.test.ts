// The operator commands as an operator runs them in the container (`node dist/app/admin.mjs …`): a real process
// on a real embedded database folder, output and exit codes read from the process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { votingStartups } from '../../data/voting'
import { openDatabase } from '../../server/db/database'
import { addSignUp, confirmSignUp } from '../../server/db/signups'
import { expectOutput, runAdmin } from '../support/admin'

const dataDir = mkdtempSync(join(tmpdir(), 'onepitch-admin-'))
const admin = (...args: string[]) => runAdmin({ DATA_DIR: dataDir }, ...args)

beforeAll(async () => {
  const db = await openDatabase({ dataDir })
  try {
    const consentVersion = '2025-10'
    await addSignUp(db, { email: 'Lena.Vogt@example.org', role: 'startup', tag: 'early-access', consentVersion })
    await addSignUp(db, { email: 'jonas.brandt@example.org', role: 'angel', tag: 'angel2', consentVersion })
    await confirmSignUp(db, 'lena.vogt@example.org')
  } finally {
    await db.close()
  }
}, 60_000)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('npm run admin', () => {
  it('lists the sign-ups with their state and counts them', async () => {
    expectOutput(
      await admin('signups'),
      0,
      'stdout',
      /confirmed\s+startup\s+early-access\s+lena\.vogt@example\.org/,
      /pending\s+angel\s+angel2\s+jonas\.brandt@example\.org/,
      '2 sign-up(s), 1 confirmed',
    )
  }, 60_000)

  it('exports the sign-ups as CSV to a file', async () => {
    const file = join(dataDir, 'export.csv')
    expectOutput(await admin('export', file), 0, 'stderr', 'exported 2 sign-up(s)')
    const lines = readFileSync(file, 'utf8').trim().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines.slice(1).join('\n')).toContain('lena.vogt@example.org')
  }, 60_000)

  it('credits votes with a reason, lists the credit and moves the startup in the ranking', async () => {
    const [last] = [...votingStartups].sort((a, b) => a.votes - b.votes)
    if (!last) throw new Error('no voting startups')
    const before = await admin('ranking')
    expect(before.stdout).toContain(`(${last.id})`)
    const credited = await admin('credit', last.id, '5000', 'Kickstart:', 'LinkedIn-Post')
    expect(credited.code).toBe(0)
    expect(credited.stdout).toContain(
      `credited 5000 vote(s) to ${last.id} ("Kickstart: LinkedIn-Post"): now ${last.votes + 5000} votes, place 1`,
    )
    const credits = await admin('credits')
    expect(credits.stdout).toMatch(new RegExp(`${last.id}\\s+5000\\s+Kickstart: LinkedIn-Post`))
    expect(credits.stdout).toContain('1 credit(s)')
    const after = await admin('ranking')
    expect(after.stdout.split('\n')[0]).toMatch(new RegExp(`^ 1\\. .+${last.votes + 5000}\\s+\\(${last.id}\\)$`))
  }, 60_000)

  it('queues a fresh confirmation for a pending sign-up, lists the outbox, and refuses a confirmed one', async () => {
    const resent = await admin('resend', 'Jonas.Brandt@example.org')
    expectOutput(resent, 0, 'stdout', 'jonas.brandt@example.org: queued')
    // Past the hourly limit, because an operator asked; a confirmed address gets nothing.
    expect((await admin('resend', 'jonas.brandt@example.org')).stdout).toContain('queued')
    const confirmed = await admin('resend', 'lena.vogt@example.org')
    expectOutput(confirmed, 1, 'stderr', 'no pending sign-up with the address lena.vogt@example.org')
    const outbox = await admin('outbox')
    expect(outbox.stdout).toMatch(/signup-confirmation\s+jonas\.brandt@example\.org\s+attempts 0\s+queued/)
    expect(outbox.stdout).toContain('2 mail(s), 2 not sent')
    const pending = await admin('resend-pending')
    expect(pending.stdout).toContain('0 of 1 pending sign-up(s) queued again')
  }, 60_000)

  it('lists suspicious votes and refuses a void without a target or reason', async () => {
    const suspicious = await admin('votes', 'suspicious')
    expectOutput(suspicious, 0, 'stdout', '0 network(s), 0 domain(s)')
    const noReason = await admin('votes', 'void', '--domain', 'example.org')
    expectOutput(noReason, 1, 'stderr', 'votes void needs --reason <text>')
    const voided = await admin('votes', 'void', '--domain', 'example.org', '--reason', 'Test', 'ohne', 'Treffer')
    expect(voided.stdout).toContain('voided 0 vote(s) (--domain example.org): Test ohne Treffer')
  }, 60_000)

  it('erases one sign-up and says so when there is nothing to erase', async () => {
    expect((await admin('delete', 'JONAS.BRANDT@example.org')).stdout).toContain(
      'deleted the sign-up of jonas.brandt@example.org',
    )
    const again = await admin('delete', 'jonas.brandt@example.org')
    expectOutput(again, 1, 'stderr', 'no sign-up with the address jonas.brandt@example.org: nothing deleted')
    expect((await admin('signups')).stdout).toContain('1 sign-up(s), 1 confirmed')
  }, 60_000)

  it('refuses bad input with a readable line and exit code 1, changing nothing', async () => {
    const unknown = await admin('launch')
    expectOutput(unknown, 1, 'stderr', 'admin: unknown command "launch"', 'Usage: npm run admin -- <command>')
    const badCredit = await admin('credit', 'no-such-startup', 'many', 'x')
    expectOutput(
      badCredit,
      1,
      'stderr',
      'unknown startup id "no-such-startup"',
      'votes must be a whole number',
      'give a reason',
    )
    const badEmail = await admin('delete', 'not-an-address')
    expectOutput(badEmail, 1, 'stderr', 'not a valid e-mail address')
    expect((await admin('credits')).stdout).toContain('1 credit(s)')
  }, 60_000)
})
