// A throwaway Postgres server for tests: a fresh cluster in a temp folder on a free loopback port, from
// Debian's `postgresql` package (.ci/run installs it). Missing binaries fail the tests with a clear message.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../../scripts/lib/serve-build'

function binDir(): string {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) if (existsSync(join(root, version, 'bin/initdb'))) return join(root, version, 'bin')
  throw new Error(
    'Postgres binaries not found (looked for /usr/lib/postgresql/*/bin/initdb or $PG_BIN). Install Debian\'s "postgresql" package (apt-get install postgresql); .ci/run does this.',
  )
}

export type TestDatabases = {
  /** postgres://… of a new, empty database on the server, named `name` plus a suffix no other test uses. */
  createDatabase(name: string): Promise<string>
  /** Drops the databases made here, first disconnecting whoever still uses them (an app a test left open). */
  dropDatabases(): Promise<void>
}

export type TestPostgres = TestDatabases & {
  /** postgres://… of the server's maintenance database, as its superuser. */
  adminUrl: string
  /** Stops the server as an outage would, keeping its data; `resume` starts it again on the same port. */
  pause(): Promise<void>
  resume(): Promise<void>
  stop(): Promise<void>
}

/** initdb + postgres as an unprivileged user (Postgres refuses to run as root). */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'onepitch-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const root = process.getuid?.() === 0
  const asUser = (command: string, args: string[]) =>
    root ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args }
  const init = asUser(join(bin, 'initdb'), ['-D', data, '-U', 'onepitch', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  execFileSync(init.command, init.args, { stdio: 'pipe' })
  const port = await freePort()
  const run = asUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ])
  let server: ChildProcess
  let log = ''
  const admin = `postgres://onepitch@127.0.0.1:${port}/postgres`
  /** Starts the server on the cluster and waits until it takes connections. */
  async function launch() {
    server = spawn(run.command, run.args, { stdio: ['ignore', 'ignore', 'pipe'] })
    server.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString()
    })
    const deadline = Date.now() + 60_000
    for (;;) {
      const client = new pg.Client({ connectionString: admin })
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => {})
        if (server.exitCode !== null || Date.now() > deadline) {
          rmSync(dir, { recursive: true, force: true })
          throw new Error(`test Postgres did not start:\n${log}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
  }
  /** Stops the server (fast shutdown: clients are disconnected); the cluster's files stay. */
  const halt = () =>
    new Promise<void>((resolve) => {
      let fallback: ReturnType<typeof setTimeout> | undefined
      const done = () => {
        clearTimeout(fallback)
        resolve()
      }
      if (server.exitCode !== null) return done()
      server.once('exit', done)
      // Through pg_ctl as the cluster's user: a signal to `runuser` would not necessarily reach the postgres
      // process behind it.
      const stop = asUser(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '20'])
      try {
        execFileSync(stop.command, stop.args, { stdio: 'pipe' })
      } catch {
        server.kill('SIGINT')
      }
      fallback = setTimeout(() => server.kill('SIGKILL'), 25_000)
    })
  await launch()
  return {
    adminUrl: admin,
    ...databasesOn(admin),
    pause: halt,
    resume: launch,
    async stop() {
      await halt()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Runs one statement as the server's superuser. */
async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

let created = 0

/**
 * New databases on a running server (`adminUrl` as its superuser). Files in two workers share the server
 * project's one server, and a worker runs many files: the process id, a count in the process and a random
 * part keep every name apart, also should a worker evaluate this module anew for a file.
 */
export function databasesOn(adminUrl: string): TestDatabases {
  const names: string[] = []
  return {
    async createDatabase(name) {
      const unique = `${name.replace(/[^a-z0-9_]/gi, '_')}_${process.pid}_${++created}_${randomBytes(3).toString('hex')}`
      await adminQuery(adminUrl, `create database "${unique}"`)
      names.push(unique)
      const url = new URL(adminUrl)
      url.pathname = `/${unique}`
      return url.href
    },
    async dropDatabases() {
      for (const name of names.splice(0)) await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}
