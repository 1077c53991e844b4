// Operator commands on the site's database: `npm run admin -- <command>` (the commands themselves are
// server/admin-commands.ts). Uses the same DATA_DIR or DATABASE_URL as the server:
//   - DATABASE_URL: opens the Postgres server directly (it serves any number of processes); backup and
//     restore run pg_dump and pg_restore.
//   - embedded database (PGlite): while the server runs it holds the folder, so the command goes through its
//     admin socket (DATA_DIR/admin.sock) and runs on the server's own database; files (export, backup) are
//     written here, not by the server. With no server answering it opens the folder itself. restore needs
//     the server stopped and an empty DATA_DIR/pglite.
import { execFile } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import pg from 'pg'
import {
  type AdminOutput,
  AdminUsageError,
  adminUsage,
  fileSize,
  isAdminCommand,
  reportAdminError,
  runAdminCommand,
} from '../server/admin-commands'
import { runThroughAdminSocket } from '../server/admin-socket'
import { type Config, ConfigError, loadConfig } from '../server/config'
import { type Database, openDatabase, type Queryable, restoreDataFolder } from '../server/db/database'
import { listSignUps } from '../server/db/signups'
import { postgresBinary } from './lib/system-tools.mjs'

// A command runs for a second or two: PGlite's WebAssembly stays on V8's baseline compiler (Liftoff), whose code
// is ready at once. Optimising its hot functions (TurboFan) cost about 0.6 s of CPU per command and never paid
// back (measured on `signups` against a folder: 1.77 s → 1.19 s of user CPU). Set before PGlite is compiled (on
// first open, after these imports).
setFlagsFromString('--liftoff-only')

const run = promisify(execFile)

/** Writes through a temporary file and a rename: an interrupted backup never leaves half a file under its name. */
function writeFileAtomically(path: string, data: Uint8Array) {
  const temp = `${path}.partial-${process.pid}`
  try {
    writeFileSync(temp, data)
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw new Error(`cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const terminal: AdminOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  stdout: (text) => process.stdout.write(text),
  file: writeFileAtomically,
}

/** What a restored database holds, as the operator checks it. */
async function summary(db: Queryable): Promise<string> {
  const signUps = (await listSignUps(db)).length
  const [votes] = await db.query<{ n: number }>('select count(*)::integer as n from votes where voided_at is null')
  return `${signUps} sign-up(s), ${Number(votes?.n ?? 0)} counted vote(s)`
}

/** pg_dump or pg_restore, on PATH or in Debian's /usr/lib/postgresql/<version>/bin. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const found = postgresBinary(name)(process.env)
  if (!found)
    throw new Error(
      `${name} not found (on PATH or in /usr/lib/postgresql/<version>/bin): install postgresql-client (apt-get install postgresql-client)`,
    )
  return found
}

/**
 * Runs pg_dump/pg_restore on `url`. The password goes in PGPASSWORD, not the command line, where every
 * local user could read it in the process list.
 */
async function runPostgresTool(name: 'pg_dump' | 'pg_restore', args: (target: string) => string[], url: string) {
  let target = url
  const env = { ...process.env }
  try {
    const parsed = new URL(url)
    if (parsed.password) {
      env.PGPASSWORD = decodeURIComponent(parsed.password)
      parsed.password = ''
      target = parsed.toString()
    }
  } catch {
    // Not a URL (a libpq keyword string): passed on as it is.
  }
  const tool = postgresTool(name)
  try {
    await run(tool, args(target), { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failed = error as { stderr?: string; message: string }
    const detail = (failed.stderr?.trim() || failed.message).split('\n').map((line) => line.trim())
    throw new Error(`${name} failed: ${detail.filter(Boolean).join(' ')}`)
  }
}

const oneFile = (command: string, args: string[]): string => {
  if (args.length !== 1 || !args[0]) throw new AdminUsageError(`${command} takes exactly one file name`)
  return args[0]
}

async function backupPostgres(url: string, file: string) {
  const temp = `${file}.partial-${process.pid}`
  try {
    await runPostgresTool('pg_dump', (target) => ['--format=custom', '--file', temp, target], url)
    renameSync(temp, file)
  } finally {
    rmSync(temp, { force: true })
  }
  terminal.out(`backed up the Postgres database to ${file} (${fileSize(statSync(file).size)})`)
}

async function restorePostgres(url: string, file: string) {
  // pg_restore --clean drops the tables a running server uses: refuse while anyone else is connected.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::integer as n from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    )
    const others = Number(rows[0]?.n ?? 0)
    if (others > 0)
      throw new Error(
        `${others} other connection(s) to the database (a running server?): stop the site before restoring`,
      )
  } finally {
    await client.end()
  }
  // One transaction: a restore that fails half way leaves the database as it was.
  await runPostgresTool(
    'pg_restore',
    (target) => ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', target, file],
    url,
  )
  await reportRestored(
    await openDatabase({ dataDir: 'unused', databaseUrl: url, poolSize: 1 }),
    file,
    'the Postgres database',
  )
}

async function restoreEmbedded(dataDir: string, file: string) {
  await restoreDataFolder(dataDir, readFileSync(file))
  // The normal open checks the restored database and applies migrations it predates.
  await reportRestored(await openDatabase({ dataDir, poolSize: 1 }), file, resolve(dataDir))
}

async function reportRestored(db: Database, file: string, into: string) {
  try {
    terminal.out(`restored ${file} (${fileSize(statSync(file).size)}) into ${into}: ${await summary(db)}`)
  } finally {
    await db.close()
  }
}

async function main(config: Config, args: string[]): Promise<number> {
  const [command, ...rest] = args
  if (command === 'restore') {
    const file = oneFile('restore', rest)
    if (!existsSync(file)) throw new Error(`no such file: ${file}`)
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file)
    else await restoreEmbedded(config.DATA_DIR, file)
    return 0
  }
  // Validate before opening the database: a typo must not wait for (or lock) the database.
  if (!isAdminCommand(command)) throw new AdminUsageError(command ? `unknown command "${command}"` : 'no command given')
  if (command === 'backup') {
    const file = oneFile('backup', rest)
    if (config.DATABASE_URL) {
      await backupPostgres(config.DATABASE_URL, file)
      return 0
    }
  }
  if (!config.DATABASE_URL) {
    const viaServer = await runThroughAdminSocket(config.DATA_DIR, args, terminal)
    if (viaServer.ran) return viaServer.code
    if (viaServer.note) terminal.err(`admin: ${viaServer.note}; opening the data folder itself`)
  }
  const db = await openDatabase({
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    poolSize: 1,
  })
  try {
    return await runAdminCommand(db, args, terminal, {
      siteUrl: config.SITE_URL,
      hourlyBudget: config.MAIL_HOURLY_BUDGET,
    })
  } finally {
    await db.close()
  }
}

// A reader that stops early (`admin ranking | head`, `| grep -q`) closes the pipe: the rest of the output is not
// wanted, which is no failure of the command (it crashed with EPIPE and exit code 1).
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
})

const args = process.argv.slice(2)
if (args[0] === 'help' || args[0] === '--help' || args[0] === '-h') console.log(adminUsage)
else {
  try {
    process.exitCode = await main(loadConfig().config, args)
  } catch (error) {
    if (error instanceof ConfigError)
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`)
    else reportAdminError(error, terminal)
    process.exitCode = 1
  }
}
