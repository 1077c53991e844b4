// Lighthouse (mobile preset, simulated throttling) against the production build, on this machine only.
// Usage: npm run lighthouse [-- /path …] [--runs 3] [--check] [--details]
//   Builds nothing: run `npm run build` first. Starts the built server on a free loopback port, starts
//   Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless with a DevTools port, runs Lighthouse
//   `runs` times per page and reports the median run (by performance score). --check exits 1 when a page
//   scores under 95 in performance or under 100 in accessibility, best practices or SEO. --details prints, for
//   the median run, where the main thread's time went (by kind of work and by script) and its long tasks.
// A benchmark, not a test: scores depend on how busy the machine is; run it on a quiet machine.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { freePort, serveBuild, stopChild } from './lib/serve-build'

const DEFAULT_PATHS = ['/', '/spotlight', '/startups', '/wildcard-voting', '/impressum']
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const runs = Number(option('--runs') ?? process.env.LH_RUNS ?? 3)
const paths = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs')
const targets = paths.length ? paths : DEFAULT_PATHS

async function startChromium(): Promise<{ port: number; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'lh-chromium-'))
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      // Nothing beyond localhost: every other host name fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('Chromium did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    child,
    stop: () =>
      stopChild(child, () => rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })),
  }
}

type Row = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  domNodes: number
  htmlKB: number
  failing: string[]
  /** The median run's main-thread diagnostics (printed with --details). */
  details: string[]
}

type Items = { items?: Record<string, unknown>[] } | undefined
/** Where the main thread's time went in one run: by kind of work, by script, and the long tasks. */
function mainThreadDetails(audits: Record<string, { details?: unknown; numericValue?: number }>): string[] {
  const items = (id: string) => ((audits[id]?.details as Items)?.items ?? []) as Record<string, number & string>[]
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`
  const short = (url: string | undefined) =>
    url === undefined ? '?' : url.startsWith('http') ? new URL(url).pathname : url
  return [
    `main thread: ${items('mainthread-work-breakdown')
      .slice(0, 6)
      .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
      .join(' · ')}`,
    `scripts: ${items('bootup-time')
      .slice(0, 6)
      .map((item) => `${short(item.url)} ${ms(item.total)} (script ${ms(item.scripting)})`)
      .join(' · ')}`,
    `long tasks: ${items('long-tasks')
      .slice(0, 8)
      .map((item) => `${short(item.url)} ${ms(item.duration)} at ${ms(item.startTime)}`)
      .join(' · ')}`,
  ]
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

const server = await serveBuild()
const chromium = await startChromium()
const rows: Row[] = []
try {
  for (const path of targets) {
    const results: Row[] = []
    let repeated = 0 // runs repeated: shed by the server or not scored
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`no Lighthouse result for ${path}`)
      // A saturated machine makes the server shed load (503): that run measured the error page, repeat it.
      const status = (
        result.lhr.audits['network-requests']?.details as { items?: { url: string; statusCode?: number }[] } | undefined
      )?.items?.find((item) => item.url === `${server.url}${path}`)?.statusCode
      if (status !== 200) {
        console.warn(`${path}: document answered ${status}, run repeated`)
        if (++repeated > 5) throw new Error('the server keeps shedding load: the machine is too busy to measure')
        run--
        await new Promise((r) => setTimeout(r, 3000))
        continue
      }
      // A run Lighthouse could not score (its trace missed the paint: `performance` null, scored 0) measured nothing:
      // say why and repeat it, like a shed one.
      if (result.lhr.categories.performance?.score == null) {
        const why = result.lhr.runtimeError ?? { code: 'NO_SCORE', message: 'no performance score' }
        console.warn(`${path}: run not scored (${why.code}: ${why.message}), run repeated`)
        if (++repeated > 5) throw new Error('Lighthouse keeps failing to score the page: see the warnings above')
        run--
        continue
      }
      const { categories, audits } = result.lhr
      const documentRequest = (
        audits['network-requests']?.details as { items?: { url: string; resourceSize?: number }[] } | undefined
      )?.items?.find((item) => item.url === `${server.url}${path}`)
      const failing = Object.values(categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category.id}:${ref.id}`),
        )
      results.push({
        path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        domNodes: Math.round(audits['dom-size']?.numericValue ?? 0),
        htmlKB: Number(((documentRequest?.resourceSize ?? 0) / 1024).toFixed(1)), // uncompressed
        failing,
        details: mainThreadDetails(audits),
      })
    }
    results.sort((a, b) => a.performance - b.performance)
    const median = results[Math.floor(results.length / 2)] as Row
    rows.push(median)
    console.log(
      `${path.padEnd(18)} perf ${median.performance} (runs: ${results.map((r) => r.performance).join('/')}) · a11y ${median.accessibility} · bp ${median.bestPractices} · seo ${median.seo} · LCP ${median.lcpMs} ms · TBT ${median.tbtMs} ms · CLS ${median.cls} · ${median.domNodes} DOM nodes · HTML ${median.htmlKB} KB${median.failing.length ? ` · failing: ${median.failing.join(', ')}` : ''}`,
    )
    if (flag('--details')) for (const line of median.details) console.log(`  ${line}`)
  }
} finally {
  await chromium.stop()
  await server.stop()
}

mkdirSync('test-results', { recursive: true })
const load = loadavg().map((value) => value.toFixed(1))
console.log(`load average during the runs (1/5/15 min): ${load.join(' / ')} on ${availableParallelism()} cores`)
writeFileSync(
  'test-results/lighthouse.json',
  `${JSON.stringify({ at: new Date().toISOString(), runs, loadAverage: load, rows }, null, 2)}\n`,
)

if (flag('--check')) {
  const bad = rows.filter(
    (row) => row.performance < 95 || row.accessibility < 100 || row.bestPractices < 100 || row.seo < 100,
  )
  if (bad.length) {
    console.error(`below budget: ${bad.map((row) => row.path).join(', ')}`)
    process.exit(1)
  }
}
