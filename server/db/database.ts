import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Pool } from 'pg'
import { lockDataFolder } from './data-lock'
import { migrations } from './migrations'

const packages = createRequire(import.meta.url)

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
  /**
   * Embedded database only: the whole database as a gzipped tar (PGlite's own format, which restoreDataFolder
   * loads), taken between two statements while the server keeps running. A Postgres server has pg_dump.
   */
  dumpDataDir?(): Promise<Uint8Array>
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** postgres://… – a Postgres server shared by every instance. Unset: embedded PGlite in dataDir. */
  databaseUrl?: string
  /** Folder of the embedded database (created when missing); `memory://` keeps it in memory. */
  dataDir: string
  /** Connections per instance to a Postgres server. */
  poolSize?: number
  /** Hears about a data folder's lock taken over or lost. */
  log?: { warn(message: string): void; error(message: string): void }
}

/** Written next to the database once its first migration ran: from then on the folder must hold one. */
const INITIALISED = 'onepitch-initialised'

class DamagedDataFolder extends Error {}

/**
 * Refuses a folder that once held the database but no longer does (an interrupted copy, a volume mounted
 * half): opening it would silently start an empty database over it.
 */
function checkDataFolder(dir: string) {
  const database = join(dir, 'pglite')
  const files = existsSync(database) ? readdirSync(database) : []
  if (files.length > 0 && !files.includes('PG_VERSION'))
    throw new DamagedDataFolder(
      `The data folder ${database} holds files but no PG_VERSION: it is not a complete database (an interrupted copy?). Restore it from a backup or move it away; the server does not initialise over it.`,
    )
  if (existsSync(join(dir, INITIALISED)) && !files.includes('PG_VERSION'))
    throw new DamagedDataFolder(
      `The data folder ${dir} held the site's database, but ${database} is missing or empty. Restore it from a backup (npm run admin -- restore) or remove ${join(dir, INITIALISED)} to start empty on purpose.`,
    )
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.log)
  try {
    if (db.kind === 'pglite' && !options.dataDir.startsWith('memory://'))
      await checkMigrated(db, resolve(options.dataDir))
    await migrate(db)
    if (db.kind === 'pglite' && !options.dataDir.startsWith('memory://')) markInitialised(resolve(options.dataDir))
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg')
  // A query that does not finish in 5 s fails (and the request with it) instead of holding it for minutes.
  const pool: Pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
    statement_timeout: 5_000,
  })
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

async function openPglite(dataDir: string, log: DatabaseOptions['log']): Promise<Database> {
  const memory = dataDir.startsWith('memory://')
  const dir = memory ? dataDir : resolve(dataDir)
  if (!memory) mkdirSync(dir, { recursive: true })
  const unlock = memory
    ? () => {}
    : lockDataFolder(dir, {
        warn: (message) => log?.warn(message),
        onLost: (message) =>
          log?.error(`${message}: this server must stop writing; restart it once the other one is gone`),
      })
  let db: PGlite
  try {
    if (!memory) checkDataFolder(dir)
    const database = join(dir, 'pglite')
    // A new folder starts as a copy of the empty, migrated database too (its initdb took ~10 s of CPU).
    const fresh = memory || !existsSync(join(database, 'PG_VERSION'))
    db = await createPglite({
      dataDir: memory ? 'memory://' : database,
      ...(fresh ? { loadDataDir: await migratedTemplate() } : {}),
    })
    // The copy's migrations were applied when it was made: this database's, now.
    if (fresh && !memory) await db.exec('update schema_migrations set applied_at = now()')
  } catch (error) {
    unlock()
    throw error
  }
  return pgliteDatabase(db, unlock)
}

/** PGlite runs one statement at a time; its own queue orders concurrent callers. */
function pgliteDatabase(db: PGlite, unlock: () => void): Database {
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
    async dumpDataDir() {
      // Written-back pages make the archive a clean database; without it a restore replays the WAL first.
      await db.exec('checkpoint')
      return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer())
    },
    async close() {
      if (!db.closed) await db.close()
      unlock()
    },
  }
}

/**
 * PGlite's Postgres (9 MB of WebAssembly), its initdb and its file bundle, compiled and read once per process:
 * on its own PGlite reads and compiles them for every database it opens (about 0.8 s of CPU each time, 40 % of
 * opening one, measured). One server opens one database; a restore, the admin socket's fallback and the
 * tests open more.
 */
let pgliteArtifacts:
  | Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob }>
  | undefined
function artifacts() {
  pgliteArtifacts ??= (async () => {
    const file = (name: string) => readFile(packages.resolve(`@electric-sql/pglite/${name}`))
    const [pglite, initdb, bundle] = await Promise.all([file('pglite.wasm'), file('initdb.wasm'), file('pglite.data')])
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pglite),
      WebAssembly.compile(initdb),
    ])
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new BytesBlob(bundle) }
  })().catch((error: unknown) => {
    pgliteArtifacts = undefined
    throw error
  })
  return pgliteArtifacts
}

/**
 * Postgres settings of every embedded database, after PGlite's own: 16 MB of shared buffers instead of Postgres's
 * 128 MB (the site's data are sign-ups and votes, a few MB; the buffers sit in the process's WebAssembly heap, and
 * setting up 128 MB took about a third of each open's CPU), and ten connection slots instead of 100 (PGlite runs
 * one backend; the slots only size shared tables it never fills). Measured: an open from the template 2.0 → 1.3 s
 * of CPU.
 */
const START_SETTINGS = ['shared_buffers=16MB', 'max_connections=10']

/**
 * Bytes PGlite reads at every open (the migrated template, 40 MB; its file bundle, 6 MB): PGlite asks a Blob for
 * them with `arrayBuffer()`, which in Node 20 streams and joins them in chunks (about 0.3 s of CPU per open for
 * the template); this one hands out a copy of bytes already in memory.
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>
  constructor(bytes: Uint8Array) {
    super([])
    // A plain Uint8Array of its own (a Buffer's `slice` would share its bytes instead of copying them).
    this.#bytes = new Uint8Array(bytes)
  }
  override get size() {
    return this.#bytes.byteLength
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy for PGlite to keep.
    return Promise.resolve(this.#bytes.slice().buffer)
  }
  // The other ways to read a Blob, should PGlite ever use one: the same bytes, never an empty Blob's.
  override stream() {
    return new Blob([this.#bytes]).stream()
  }
  override text() {
    return new Blob([this.#bytes]).text()
  }
  override slice(start?: number, end?: number, type?: string) {
    return new Blob([this.#bytes]).slice(start, end, type)
  }
}

/** Every PGlite this module opens: loaded on first use, on the artifacts compiled once per process. */
async function createPglite(options: { dataDir: string; loadDataDir?: Blob }): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const startParams = [...PGlite.defaultStartParams, ...START_SETTINGS.flatMap((setting) => ['-c', setting])]
  return PGlite.create({ ...options, startParams, ...(await artifacts()) })
}

/**
 * A database in memory (tests, previews) or in a new data folder starts as a copy of an empty, migrated one:
 * initdb takes seconds, loading a copy under one. The copy is made once per PGlite build and migration set and
 * kept in the system's temporary folder, so every process (each test file runs in its own) shares it; written
 * through a rename, so processes that make it at the same time never read half of one.
 */
let template: Promise<Blob> | undefined
function migratedTemplate(): Promise<Blob> {
  // Read (or made) once per process: every later memory database loads the same copy.
  template ??= readOrMakeTemplate().catch((error: unknown) => {
    template = undefined
    throw error
  })
  return template
}

async function readOrMakeTemplate(): Promise<Blob> {
  const pglite = packages.resolve('@electric-sql/pglite')
  const key = createHash('sha256').update(readFileSync(pglite)).update(JSON.stringify(migrations)).digest('hex')
  const file = join(tmpdir(), `onepitch-pglite-${key.slice(0, 16)}.tar`)
  if (existsSync(file)) return new BytesBlob(readFileSync(file))
  const db = await createPglite({ dataDir: 'memory://' })
  try {
    await migrate(pgliteDatabase(db, () => {}))
    await db.exec('checkpoint')
    const archive = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    try {
      writeFileSync(temp, archive)
      renameSync(temp, file)
    } catch {
      // A full or read-only temporary folder: this database still opens, the next one makes its own copy.
      rmSync(temp, { force: true })
    }
    return new BytesBlob(archive)
  } finally {
    await db.close()
  }
}

/**
 * Loads a backup made by dumpDataDir into `dataDir`, which no server may hold and whose database folder
 * must be absent or empty: a restore never replaces a database (the operator moves the old one away). The
 * caller opens the result with openDatabase, which checks its migrations.
 */
export async function restoreDataFolder(dataDir: string, archive: Uint8Array): Promise<void> {
  const dir = resolve(dataDir)
  const database = join(dir, 'pglite')
  if (Buffer.from(archive.subarray(0, 5)).toString('latin1') === 'PGDMP')
    throw new Error('this is a pg_dump backup of a Postgres server: restore it with DATABASE_URL set')
  if (archive[0] !== 0x1f || archive[1] !== 0x8b)
    throw new Error('this is not a backup of the embedded database (a .tar.gz written by "admin backup")')
  mkdirSync(dir, { recursive: true })
  const unlock = lockDataFolder(dir, {
    advice: 'Stop the server first: a restore needs the data folder to itself.',
  })
  try {
    if (existsSync(database) && readdirSync(database).length > 0)
      throw new Error(
        `${database} already holds a database: move the data folder ${dir} away first (restore never overwrites one)`,
      )
    try {
      const db = await createPglite({ dataDir: database, loadDataDir: new Blob([new Uint8Array(archive)]) })
      await db.close()
    } catch (error) {
      // The folder was empty before: leave it so, not half a database that would stop the next start.
      rmSync(database, { recursive: true, force: true })
      throw new Error(
        `the backup could not be loaded (${error instanceof Error ? error.message : String(error)}): is it a complete file from "admin backup"?`,
      )
    }
  } finally {
    unlock()
  }
}

/** A database that was initialised here must still know its migrations (a damaged catalogue reads as empty). */
async function checkMigrated(db: Database, dir: string) {
  if (!existsSync(join(dir, INITIALISED))) return
  const [row] = await db.query<{ found: string | null }>("select to_regclass('schema_migrations')::text as found")
  if (!row?.found)
    throw new DamagedDataFolder(
      `The database in ${join(dir, 'pglite')} has lost its tables (no schema_migrations). Restore it from a backup (npm run admin -- restore) or move the folder away; the server does not start over it.`,
    )
}

function markInitialised(dir: string) {
  const marker = join(dir, INITIALISED)
  if (!existsSync(marker)) writeFileSync(marker, 'The database in ./pglite belongs to the OnePitch website.\n')
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
