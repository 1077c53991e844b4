// Operator commands while the site runs, and backup/restore, as an operator runs them: real `npm run admin`
// processes against a real server (the in-process app, on a real embedded database folder, reached through
// its admin socket) and a real Postgres server.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { votingStartups } from '../../data/voting'
import { mailboxKey } from '../../lib/email'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { type Database, openDatabase } from '../../server/db/database'
import { addSignUp, listSignUps } from '../../server/db/signups'
import { castVote, claimMailbox, verifySession, voteCounts } from '../../server/db/votes'
import { expectOutput, runAdmin } from '../support/admin'
import { buildTestApp } from '../support/app'
import { postSignUp, sharedPostgres } from '../support/stores'

const work = mkdtempSync(join(tmpdir(), 'onepitch-admin-running-'))
const folders: string[] = []
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  for (const dir of folders) removeDataDir(dir)
})
const folder = async () => {
  const dir = await freshDataDir()
  folders.push(dir)
  return dir
}

const voltaro = votingStartups.find((startup) => startup.id === 'voltaro')
if (!voltaro) throw new Error('voltaro is not a voting startup')

/** Five verified people from one network vote for voltaro (a network `votes suspicious` lists), one sign-up. */
async function seed(db: Database) {
  await addSignUp(db, { email: 'seed@example.org', role: 'angel', tag: 'seed', consentVersion: '2025-10' })
  for (let i = 1; i <= 5; i++) {
    const email = `waehler${i}@example.org`
    await db.transaction(async (tx) => {
      await claimMailbox(tx, `session-${i}`, mailboxKey(email), email)
      await verifySession(tx, `session-${i}`, new Date())
      await castVote(tx, 'voltaro', mailboxKey(email), 'add', { netHash: 'net-buero', uaHash: 'ua' })
    })
  }
}

async function seeded(): Promise<string> {
  const dir = await folder()
  const db = await openDatabase({ dataDir: dir })
  try {
    await seed(db)
  } finally {
    await db.close()
  }
  return dir
}

/** What the tests compare between a database and its restored copy. */
async function contents(store: { dataDir?: string; databaseUrl?: string }) {
  const db = await openDatabase({ dataDir: store.dataDir ?? 'unused', ...store })
  try {
    return {
      signUps: (await listSignUps(db)).map((row) => [row.email, row.role, row.tag]),
      votes: await voteCounts(db),
    }
  } finally {
    await db.close()
  }
}

describe('admin commands while the server runs on the embedded database', () => {
  let dataDir: string
  let built: Awaited<ReturnType<typeof buildTestApp>>
  let closed = false
  const admin = (...args: string[]) => runAdmin({ DATA_DIR: dataDir }, ...args)
  const socket = () => join(dataDir, 'admin.sock')

  beforeAll(async () => {
    dataDir = await seeded()
    built = await buildTestApp({ DATA_DIR: dataDir }, { openDatabase: true })
    const signUp = await postSignUp(built.app, { email: 'Live.Anmeldung@example.org' })
    expect(signUp.statusCode).toBe(202)
  })
  afterAll(async () => {
    if (!closed) await built?.app.close()
  })

  it('listens on DATA_DIR/admin.sock, for its own user only', () => {
    expect(statSync(socket()).isSocket()).toBe(true)
    expect(statSync(socket()).mode & 0o777).toBe(0o600)
  })

  it('lists sign-ups made through the site, the ranking and suspicious networks, run by the server', async () => {
    const signups = await admin('signups')
    expect(signups.stderr).toBe('')
    expect(signups.code).toBe(0)
    expect(signups.stdout).toMatch(/pending\s+startup\s+lp1_hero\s+live\.anmeldung@example\.org/)
    expect(signups.stdout).toContain('2 sign-up(s), 0 confirmed')
    // The server ran it (the CLI could not have opened the folder its lock holds).
    expect(built.logs.some((line) => line.msg === 'admin command through the socket: signups')).toBe(true)

    const ranking = await admin('ranking')
    expectOutput(ranking, 0, 'stdout', new RegExp(`${voltaro.name}\\s+${voltaro.votes + 5}\\s+\\(voltaro\\)`))

    const suspicious = await admin('votes', 'suspicious')
    expectOutput(suspicious, 0, 'stdout', /net-buero\s+5 voters\s+5 votes/, '1 network(s), 0 domain(s)')
  }, 60_000)

  it('reports bad input the same way as without a server, with exit code 1', async () => {
    const bad = await admin('delete', 'not-an-address')
    expectOutput(bad, 1, 'stderr', 'admin: not a valid e-mail address', 'Run "npm run admin -- help" for the commands.')
  }, 60_000)

  it('exports to a file the CLI writes, and deletes a sign-up from the server’s database', async () => {
    const csv = join(work, 'export.csv')
    const exported = await admin('export', csv)
    expectOutput(exported, 0, 'stderr', `exported 2 sign-up(s) to ${csv}`)
    expect(readFileSync(csv, 'utf8')).toContain('live.anmeldung@example.org')

    const deleted = await admin('delete', 'LIVE.anmeldung@example.org')
    expectOutput(deleted, 0, 'stdout', 'deleted the sign-up of live.anmeldung@example.org')
    // The server's own database changed: its list no longer holds the address.
    expect((await admin('signups')).stdout).toContain('1 sign-up(s), 0 confirmed')
    const again = await admin('delete', 'live.anmeldung@example.org')
    expectOutput(again, 1, 'stderr', 'no sign-up with the address live.anmeldung@example.org: nothing deleted')
  }, 60_000)

  it('backs up while the server runs; restore refuses the running server’s folder and fills an empty one', async () => {
    const file = join(work, 'running.tar.gz')
    const backup = await admin('backup', file)
    expectOutput(backup, 0, 'stdout', new RegExp(`backed up the embedded database to ${file} \\(\\d+\\.\\d MB\\)`))
    expect(statSync(file).size).toBeGreaterThan(100_000)

    const refused = await admin('restore', file)
    expectOutput(refused, 1, 'stderr', `The data folder ${dataDir} is in use by`, 'Stop the server first')
    expect(refused.stderr.trim().split('\n')).toHaveLength(1)

    const target = join(work, 'restored')
    const restored = await runAdmin({ DATA_DIR: target }, 'restore', file)
    expect(restored.code).toBe(0)
    expect(restored.stdout).toMatch(
      new RegExp(`restored ${file} \\(\\d+\\.\\d MB\\) into ${target}: 1 sign-up\\(s\\), 5 counted vote\\(s\\)`),
    )
    expect(await contents({ dataDir: target })).toEqual({
      signUps: [['seed@example.org', 'angel', 'seed']],
      votes: { voltaro: 5 },
    })
    // A second restore over it is refused: a restore never replaces a database.
    const over = await runAdmin({ DATA_DIR: target }, 'restore', file)
    expectOutput(over, 1, 'stderr', `${join(target, 'pglite')} already holds a database: move the data folder`)
  }, 120_000)

  it('removes the socket when the server closes', async () => {
    await built.app.close()
    closed = true
    expect(existsSync(socket())).toBe(false)
    // Its data stayed: the CLI now opens the folder itself.
    const signups = await admin('signups')
    expectOutput(signups, 0, 'stdout', '1 sign-up(s), 0 confirmed')
  }, 60_000)
})

/** A socket file at `path` left behind by a process that died (SIGKILL: nothing removed it). */
async function leftoverSocket(path: string, keepListening = false): Promise<ChildProcess> {
  // A listener that never answers stands for a frozen server; killed, it leaves a socket nobody listens on.
  const child = spawn(
    process.execPath,
    ['-e', `require('node:net').createServer(() => {}).listen(${JSON.stringify(path)}, () => console.log('up'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((up) => child.stdout?.once('data', () => up()))
  if (!keepListening) {
    child.kill('SIGKILL')
    await new Promise((exited) => child.once('exit', exited))
  }
  return child
}

/** A lock whose server has not refreshed it for a minute: gone, so a command may take the folder over. */
const staleLock = (dir: string) =>
  writeFileSync(
    join(dir, 'onepitch.lock'),
    JSON.stringify({
      host: 'old-server',
      bootId: 'b',
      pidNs: 'n',
      pid: 4242,
      startedAt: 1,
      heartbeat: Date.now() - 60_000,
    }),
  )

describe('a socket with no server behind it', () => {
  it('does not hang the CLI: a refused socket falls back to opening the folder', async () => {
    const dir = await seeded()
    staleLock(dir)
    await leftoverSocket(join(dir, 'admin.sock'))
    const started = Date.now()
    const signups = await runAdmin({ DATA_DIR: dir }, 'signups')
    expectOutput(signups, 0, 'stderr', `no server answers on ${join(dir, 'admin.sock')} (ECONNREFUSED)`)
    expect(signups.stdout).toContain('1 sign-up(s), 0 confirmed')
    expect(Date.now() - started).toBeLessThan(30_000)
  }, 60_000)

  it('gives up on a socket that accepts but never answers after a few seconds, then opens the folder', async () => {
    const dir = await seeded()
    staleLock(dir)
    const frozen = await leftoverSocket(join(dir, 'admin.sock'), true)
    try {
      const signups = await runAdmin({ DATA_DIR: dir }, 'signups')
      expectOutput(signups, 0, 'stderr', 'did not answer within 5 s; opening the data folder itself')
      expect(signups.stdout).toContain('1 sign-up(s), 0 confirmed')
    } finally {
      frozen.kill('SIGKILL')
    }
  }, 60_000)
})

describe('backup and restore on a Postgres server', () => {
  const postgres = sharedPostgres()

  it('backs up one database with pg_dump and restores it into another with pg_restore: the data is equal', async () => {
    const source = await postgres.createDatabase('backup_source')
    const target = await postgres.createDatabase('backup_target')
    const db = await openDatabase({ dataDir: 'unused', databaseUrl: source })
    try {
      await seed(db)
      await addSignUp(db, { email: 'zweite@example.org', role: 'startup', tag: 'lp2', consentVersion: '2025-10' })
    } finally {
      await db.close()
    }

    const file = join(work, 'postgres.dump')
    const backup = await runAdmin({ DATABASE_URL: source }, 'backup', file)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(new RegExp(`backed up the Postgres database to ${file} \\(\\d+\\.\\d KB\\)`))
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP')

    // Someone still connected (a running server) makes restore refuse: --clean would drop its tables.
    const busy = await openDatabase({ dataDir: 'unused', databaseUrl: target, poolSize: 1 })
    try {
      const refused = await runAdmin({ DATABASE_URL: target }, 'restore', file)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(
        /^admin: 1 other connection\(s\) to the database .*stop the site before restoring\n/,
      )
    } finally {
      await busy.close()
    }

    const restored = await runAdmin({ DATABASE_URL: target }, 'restore', file)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toMatch(
      /restored .+ \(\d+\.\d KB\) into the Postgres database: 2 sign-up\(s\), 5 counted vote\(s\)/,
    )
    const original = await contents({ databaseUrl: source })
    expect(original.signUps).toHaveLength(2)
    expect(await contents({ databaseUrl: target })).toEqual(original)

    // An embedded backup is not mistaken for one of a Postgres server, and the other way round.
    const wrong = await runAdmin({ DATA_DIR: join(work, 'from-postgres') }, 'restore', file)
    expectOutput(wrong, 1, 'stderr', 'this is a pg_dump backup of a Postgres server: restore it with DATABASE_URL set')
  }, 120_000)

  it('says which tool is missing in one line', async () => {
    const empty = join(work, 'no-tools')
    mkdirSync(empty, { recursive: true })
    const missing = await runAdmin(
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PATH: empty, POSTGRES_LIB_DIR: empty },
      'backup',
      join(work, 'never.dump'),
    )
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe(
      'admin: pg_dump not found (on PATH or in /usr/lib/postgresql/<version>/bin): install postgresql-client (apt-get install postgresql-client)\n',
    )
  }, 60_000)
})
