// `npm run bench`: requests/s and latency of rendered pages against the same HTML served as a static file by
// the same server, the cold render time of the heaviest page, and the server's memory over 100,000 requests.
// Then votes/s and p99 of the wildcard vote on the embedded database and on Postgres (tests/bench/votes.ts).
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_AMOUNT (100000); BENCH_ONLY=votes runs
// only the vote benchmark.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { distDir, serveBuild } from '../../scripts/lib/serve-build'
import { findPageRoute, pageRoutes } from '../support/routes'
import { benchVotes } from './votes'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const amount = Number(process.env.BENCH_AMOUNT ?? 100_000)
const pages = ['/', '/spotlight', '/wildcard-voting', '/impressum'].filter((path) => findPageRoute(path))
const staticDir = join(distDir, 'client', '__bench')
const staticPath = (path: string) => `/__bench/${path === '/' ? 'home' : path.slice(1)}.html`

const rssMb = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024

async function load(url: string) {
  // Like a browser: compressed responses (the static files are precompressed at build time too).
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

if (process.env.BENCH_ONLY === 'votes') {
  await benchVotes(seconds, connections)
  // Let the table reach a piped stdout before exiting.
  await new Promise((resolve) => process.stdout.write('', resolve))
  process.exit(0)
}

// 1. Cold render of the heaviest page, and the HTML of every benchmarked page.
let server = await serveBuild()
const cold: { path: string; ms: number; bytes: number }[] = []
for (const route of pageRoutes.filter((r) => !r.gate)) {
  const started = performance.now()
  const html = await (
    await fetch(`${server.url}${route.path}`, { headers: { 'user-agent': 'Mozilla/5.0 bench' } })
  ).text()
  cold.push({ path: route.path, ms: performance.now() - started, bytes: Buffer.byteLength(html) })
}
const heaviest = cold.reduce((a, b) => (b.bytes > a.bytes ? b : a))
mkdirSync(staticDir, { recursive: true })
for (const path of pages) {
  // The static copy is precompressed like every build asset, so both sides serve ready-made brotli.
  const file = join(distDir, 'client', staticPath(path))
  const html = await (await fetch(`${server.url}${path}`)).text()
  writeFileSync(file, html)
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }))
}
await server.stop()

// 2. Rendered vs static, on a fresh server that knows the static copies.
server = await serveBuild()
const rows = []
try {
  for (const path of pages) {
    await autocannon({ url: `${server.url}${path}`, connections: 10, amount: 500 }) // warm-up
    const page = await load(`${server.url}${path}`)
    const file = await load(`${server.url}${staticPath(path)}`)
    rows.push({ path, page, file, ratio: page.rps / file.rps })
  }

  // 3. Memory over 100,000 requests across the benchmarked pages.
  const samples: number[] = [rssMb(server.child.pid!)]
  const perRound = Math.ceil(amount / 5)
  for (let round = 0; round < 5; round++) {
    await autocannon({
      url: server.url,
      connections,
      amount: perRound,
      requests: pages.map((path) => ({ method: 'GET', path })),
    })
    samples.push(rssMb(server.child.pid!))
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(`\nBenchmark: ${connections} connections, ${seconds} s per run, production build (${distDir})\n`)
  console.log(
    `${'route'.padEnd(18)} ${'page req/s'.padStart(11)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}   ${'static req/s'.padStart(12)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}   ${'ratio'.padStart(6)}  errors`,
  )
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(18)} ${row.page.rps.toFixed(0).padStart(11)} ${ms(row.page.p50).padStart(8)} ${ms(row.page.p99).padStart(8)}   ${row.file.rps.toFixed(0).padStart(12)} ${ms(row.file.p50).padStart(8)} ${ms(row.file.p99).padStart(8)}   ${row.ratio.toFixed(2).padStart(6)}  ${row.page.errors + row.file.errors}`,
    )
  }
  console.log(
    `\nCold render of the heaviest page ${heaviest.path} (${(heaviest.bytes / 1024).toFixed(1)} KB HTML): ${ms(heaviest.ms)}`,
  )
  console.log(
    `Server memory (RSS, MB) at 0 and after each ${perRound.toLocaleString('de-DE')} requests: ${samples.map((s) => s.toFixed(1)).join(' → ')}`,
  )
  const growth = (samples.at(-1)! - samples[1]!) / samples[1]!
  console.log(`Growth from the first to the last sample after warm-up: ${(growth * 100).toFixed(1)} %`)
} finally {
  await server.stop()
  rmSync(staticDir, { recursive: true, force: true })
}

// 4. The wildcard vote on both databases.
await benchVotes(seconds, connections)
