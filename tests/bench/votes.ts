// Votes per second and latency of POST /api/votes/:id on the embedded database (PGlite) and on a Postgres
// server (a throwaway cluster, like the server tests). Every request is a new visitor (no cookie) from its
// own address (X-Forwarded-For with TRUST_PROXY), so each one inserts a vote and no rate limit applies.
import autocannon from 'autocannon'
import { votingStartups } from '../../data/voting'
import { serveBuild } from '../../scripts/lib/serve-build'
import { startPostgres } from '../support/postgres'

const VOTING = '2025-11-05T12:00:00+01:00'
const WARM_UP = 200

async function run(env: Record<string, string>, seconds: number, connections: number) {
  const server = await serveBuild({ PREVIEW_AT: VOTING, TRUST_PROXY: 'true', ...env })
  try {
    let n = 0
    const request = () => ({
      method: 'POST' as const,
      path: `/api/votes/${votingStartups[n % votingStartups.length]?.id}`,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
      },
      body: '{"intent":"add"}',
    })
    const requests = [{ setupRequest: (req: object) => ({ ...req, ...request() }) }]
    await autocannon({ url: server.url, connections: 5, amount: WARM_UP, requests })
    const result = await autocannon({ url: server.url, connections, duration: seconds, requests })
    // Stored votes: the count of every startup (a removal by a visitor who never voted changes nothing and
    // answers the current count) minus the sample starting values.
    let total = 0
    for (const startup of votingStartups) {
      const answer = (await fetch(`${server.url}/api/votes/${startup.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.255.255.1' },
        body: '{"intent":"remove"}',
      }).then((r) => r.json())) as { votes: number }
      total += answer.votes - startup.votes
    }
    // The warm-up's 200 votes are stored too: every answered request must be exactly one stored vote.
    const stored = total - WARM_UP
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      stored,
    }
  } finally {
    await server.stop()
  }
}

export async function benchVotes(seconds: number, connections: number) {
  const rows: [string, Awaited<ReturnType<typeof run>>][] = []
  rows.push(['embedded (PGlite)', await run({}, seconds, connections)])
  const postgres = await startPostgres()
  try {
    rows.push([
      'Postgres server',
      await run({ DATABASE_URL: await postgres.createDatabase('bench') }, seconds, connections),
    ])
  } finally {
    await postgres.stop()
  }
  console.log(`\nVotes: POST /api/votes/:id, ${connections} connections, ${seconds} s, each request a new visitor\n`)
  console.log(
    `${'database'.padEnd(20)} ${'votes/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  ${'answered'.padStart(8)}  ${'stored'.padStart(7)}  errors`,
  )
  for (const [name, row] of rows) {
    console.log(
      `${name.padEnd(20)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50.toFixed(1)} ms`.padStart(9)} ${`${row.p99.toFixed(1)} ms`.padStart(9)}  ${String(row.requests - row.errors).padStart(8)}  ${String(row.stored).padStart(7)}  ${row.errors}`,
    )
  }
}
