// Verified votes per second and latency of POST /api/votes/:id on the embedded database (PGlite) and on a
// Postgres server, with 1 000 000 counted votes already stored. Every request is a verified voter (one of
// 2 000 confirmed browsers, each with its signed cookie) toggling a heart, so each one changes a counted
// vote and its startup's total in one transaction. Afterwards the totals are checked against the rows.
import autocannon from 'autocannon'
import pg from 'pg'
import { votingStartups } from '../../data/voting'
import { freshDataDir, removeDataDir } from '../../scripts/lib/data-dir'
import { serveBuild } from '../../scripts/lib/serve-build'
import { type Database, openDatabase } from '../../server/db/database'
import { voterCookieValue } from '../../server/tokens'
import { startPostgres } from '../support/postgres'

const VOTING = '2025-11-05T12:00:00+01:00'
const SECRET = 'bench-cookie-secret-that-is-long-enough-0123456789'
const STORED_VOTERS = 50_000 // × 20 startups = 1 000 000 stored votes
const BROWSERS = 2_000
const ids = votingStartups.map((s) => s.id)

/** 1 000 000 counted votes of 50 000 verified people, their totals, and 2 000 verified browsers. */
async function seed(db: Database) {
  await db.query(
    `insert into voters (mailbox, email, verified_at)
       select 'v' || g || '@bench.example', 'v' || g || '@bench.example', now() from generate_series(1, $1) g`,
    [STORED_VOTERS],
  )
  await db.query(
    `insert into votes (startup_id, mailbox, net_hash, ua_hash)
       select s.id, 'v' || g || '@bench.example', 'n' || (g % 5000), 'u'
         from generate_series(1, $1) g cross join unnest($2::text[]) as s(id)`,
    [STORED_VOTERS, ids],
  )
  await db.query(
    'insert into vote_totals (startup_id, votes) select startup_id, count(*) from votes group by startup_id',
  )
  await db.query(
    `insert into voters (mailbox, email, verified_at)
       select 'b' || g || '@bench.example', 'b' || g || '@bench.example', now() from generate_series(1, $1) g`,
    [BROWSERS],
  )
  await db.query(
    `insert into voter_sessions (id, mailbox, verified_at)
       select 'bench-session-' || g, 'b' || g || '@bench.example', now() from generate_series(1, $1) g`,
    [BROWSERS],
  )
}

async function consistent(db: Database): Promise<{ rows: number; totals: number }> {
  const [row] = await db.query<{ rows: number; totals: number }>(
    `select (select count(*) from votes where voided_at is null)::integer as rows,
            (select coalesce(sum(votes), 0) from vote_totals)::integer as totals`,
  )
  return { rows: row?.rows ?? -1, totals: row?.totals ?? -2 }
}

/** Seeding a million rows takes longer than the server's 5 s query timeout: Postgres gets a plain client for it. */
async function seedStore(store: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const db = await openDatabase({ dataDir: store.DATA_DIR ?? 'unused', databaseUrl: store.DATABASE_URL })
  const seeding = performance.now()
  if (store.DATABASE_URL) {
    await db.close()
    const client = new pg.Client({ connectionString: store.DATABASE_URL })
    await client.connect()
    await seed({
      query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
    } as Database)
    await client.end()
  } else {
    await seed(db)
    await db.close()
  }
  const ms = performance.now() - seeding
  const check = await openDatabase({ dataDir: store.DATA_DIR ?? 'unused', databaseUrl: store.DATABASE_URL })
  const counts = await consistent(check)
  await check.close()
  return { ...counts, ms }
}

async function run(store: { DATA_DIR?: string; DATABASE_URL?: string }, seconds: number, connections: number) {
  const seeded = await seedStore(store)
  const server = await serveBuild({
    PREVIEW_AT: VOTING,
    COOKIE_SECRET: SECRET,
    // The bench spreads its requests over many client addresses (X-Forwarded-For from loopback), like a crowd.
    TRUST_PROXY: 'loopback',
    ...(store.DATA_DIR ? { DATA_DIR: store.DATA_DIR } : {}),
    ...(store.DATABASE_URL ? { DATABASE_URL: store.DATABASE_URL } : {}),
  })
  let n = 0
  const request = () => {
    const i = n++
    const browser = (i % BROWSERS) + 1
    return {
      method: 'POST' as const,
      path: `/api/votes/${ids[(i * 7) % ids.length]}`,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie: `op_voter=${voterCookieValue(SECRET, `bench-session-${browser}`)}`,
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: '{"intent":"toggle"}',
    }
  }
  try {
    const requests = [{ setupRequest: (req: object) => ({ ...req, ...request() }) }]
    await autocannon({ url: server.url, connections: 5, amount: 200, requests })
    const result = await autocannon({ url: server.url, connections, duration: seconds, requests })
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      seeded,
    }
  } finally {
    await server.stop()
  }
}

export async function benchVotes(seconds: number, connections: number) {
  const rows: [string, Awaited<ReturnType<typeof run>>, { rows: number; totals: number }][] = []
  const dataDir = await freshDataDir()
  try {
    const result = await run({ DATA_DIR: dataDir }, seconds, connections)
    const db = await openDatabase({ dataDir })
    rows.push(['embedded (PGlite)', result, await consistent(db)])
    await db.close()
  } finally {
    removeDataDir(dataDir)
  }
  const postgres = await startPostgres()
  try {
    const url = await postgres.createDatabase('bench')
    const result = await run({ DATABASE_URL: url }, seconds, connections)
    const db = await openDatabase({ dataDir: 'unused', databaseUrl: url })
    rows.push(['Postgres server', result, await consistent(db)])
    await db.close()
  } finally {
    await postgres.stop()
  }
  console.log(
    `\nVerified votes: POST /api/votes/:id, ${connections} connections, ${seconds} s, 1 000 000 votes stored, ${BROWSERS} verified browsers toggling\n`,
  )
  console.log(
    `${'database'.padEnd(20)} ${'votes/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  ${'answered'.padStart(8)}  errors  seeded in  totals = rows`,
  )
  for (const [name, row, after] of rows) {
    console.log(
      `${name.padEnd(20)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50.toFixed(1)} ms`.padStart(9)} ${`${row.p99.toFixed(1)} ms`.padStart(9)}  ${String(row.requests - row.errors).padStart(8)}  ${String(row.errors).padStart(6)}  ${`${(row.seeded.ms / 1000).toFixed(0)} s`.padStart(9)}  ${after.totals} = ${after.rows} ${after.totals === after.rows ? '✓' : '✗'}`,
    )
  }
}
