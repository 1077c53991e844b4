import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Pool } from 'pg'
import { migrations } from './migrations'

/** The few operations the stores need; the same SQL runs on PGlite and on a Postgres server. */
export type Queryable = {
  query<T extends Record<string, unknown> = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export type Database = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction (BEGIN … COMMIT, ROLLBACK on a thrown error). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** postgres://… – a Postgres server shared by every instance. Unset: embedded PGlite in dataDir. */
  databaseUrl?: string
  /** Folder of the embedded database (created when missing); `memory://` keeps it in memory. */
  dataDir: string
  /** Connections per instance to a Postgres server. */
  poolSize?: number
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool: Pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 })
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {})
  // Fail at start, not on the first request, when the server cannot be reached.
  ;(await pool.connect()).release()
  return {
    kind: 'postgres',
    async query(sql, params) {
      return (await pool.query(sql, params as unknown[])).rows
    },
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => {
            await client.query(sql)
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. A lock
 * file holding the owner's pid keeps the admin command (or a second server) out while one runs.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, 'onepitch.lock')
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'))
    let alive = false
    try {
      if (pid > 0 && pid !== process.pid) {
        process.kill(pid, 0)
        alive = true
      }
    } catch {
      // not running: a stale lock from a process that was killed
    }
    if (alive) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop that process first (PGlite allows one process per data folder), or use DATABASE_URL.`,
      )
    }
    rmSync(file, { force: true })
  }
  const fd = openSync(file, 'wx')
  writeFileSync(fd, String(process.pid))
  closeSync(fd)
  return () => rmSync(file, { force: true })
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const memory = dataDir.startsWith('memory://')
  const dir = memory ? dataDir : resolve(dataDir)
  if (!memory) mkdirSync(dir, { recursive: true })
  const unlock = memory ? () => {} : lockDataDir(dir)
  let db: PGlite
  try {
    db = await PGlite.create(memory ? 'memory://' : join(dir, 'pglite'))
  } catch (error) {
    unlock()
    throw error
  }
  // PGlite runs one statement at a time; its own queue orders concurrent callers.
  return {
    kind: 'pglite',
    async query(sql, params) {
      return (await db.query(sql, params as unknown[])).rows as never
    },
    async exec(sql) {
      await db.exec(sql)
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never,
          exec: async (sql) => {
            await tx.exec(sql)
          },
        }),
      ),
    async close() {
      if (!db.closed) await db.close()
      unlock()
    },
  }
}

/** Applies migrations not yet recorded; an advisory lock keeps instances that start together in line. */
async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7142025)')
    await tx.query(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    )
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id))
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id])
    }
  })
}

/**
 * The secret that signs confirmation links and voter cookies: COOKIE_SECRET when set, else one random
 * secret created once and kept in the database, so links stay valid across restarts and every instance
 * on one Postgres shares it.
 */
export async function signingSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db.query("insert into settings (key, value) values ('signing_secret', $1) on conflict (key) do nothing", [
    randomBytes(32).toString('base64url'),
  ])
  const [row] = await db.query<{ value: string }>("select value from settings where key = 'signing_secret'")
  if (!row) throw new Error('signing secret missing')
  return row.value
}
