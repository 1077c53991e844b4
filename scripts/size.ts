// `npm run size`: per route, the JS a visitor loads (entry + static imports + the chunks of the islands and
// enhancers on the page), CSS and HTML, raw and gzip. With --check it enforces the budgets and exits 1.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { enhancers } from '../components/enhancers'
import { islandLoaders } from '../components/islands/registry'
import { loadRouteTable } from '../server/routes'
import { manifestPath, readClientManifest, resolveIslandChunks } from './lib/islands'
import { distDir, serveBuild } from './lib/serve-build'

const manifest = readClientManifest(distDir)
// Every registered island must resolve to its chunk, or the JS sizes would silently leave it out.
const { chunks: islandChunks, problems: unresolved } = resolveIslandChunks(manifest, Object.keys(islandLoaders))
if (unresolved.length > 0) {
  console.error(`Size budget: islands without a chunk in ${manifestPath(distDir)}:\n  ${unresolved.join('\n  ')}`)
  process.exit(1)
}
const byFile = new Map(Object.entries(manifest).map(([key, entry]) => [`/${entry.file}`, key]))

// JS without React: 3 KB (was 2 KB before the build stopped rewriting Vite's preload helper out of the entry,
// +0.9 KB gzip on every page). CSS: 26 KB (was 20 KB before every icon moved into the one shared stylesheet,
// which every page shares and caches once; the design showcases' specimens brought it to 25.2 KB).
export const BUDGET = {
  jsWithoutReact: 3 * 1024,
  js: 90 * 1024,
  css: 26 * 1024,
  html: 40 * 1024,
}

// Enhancers resolve like islands: by module file name, to their on-demand chunk.
const { chunks: enhancerChunks, problems: unresolvedEnhancers } = resolveIslandChunks(
  manifest,
  enhancers.map(([name]) => name),
)
if (unresolvedEnhancers.length > 0) {
  console.error(`Size budget: enhancers without a chunk:\n  ${unresolvedEnhancers.join('\n  ')}`)
  process.exit(1)
}
const enhancerSources = enhancers.map(([name, selector]) => ({
  attribute: selector.slice(1, -1),
  chunk: enhancerChunks.get(name) ?? '',
}))

const sourceKey = (prefix: string) => Object.keys(manifest).find((key) => key.startsWith(prefix))

function collect(key: string, into: Set<string>) {
  const entry = manifest[key]
  if (!entry || into.has(entry.file)) return
  into.add(entry.file)
  for (const dependency of entry.imports ?? []) collect(dependency, into)
}

const sizeOf = (file: string) => {
  const content = readFileSync(join(distDir, 'client', file))
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, text: content.toString('utf8') }
}

type Row = {
  path: string
  js: number
  jsRaw: number
  css: number
  html: number
  react: boolean
  blocking: string[]
  files: number
  /** Islands on the page that the registry does not know (their JS cannot be counted). */
  unknownIslands: string[]
  /** The first eagerly loaded image or video poster, when neither preloaded nor high priority. */
  unprioritised?: string
}

export async function measure(baseUrl: string, paths: string[]): Promise<Row[]> {
  const rows: Row[] = []
  for (const path of paths) {
    const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': 'size-budget' } })).text()
    const files = new Set<string>()
    const blocking: string[] = []
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
      if (!src) continue
      if (!/type="module"|\basync\b|\bdefer\b/.test(tag)) blocking.push(src)
      const key = byFile.get(src)
      if (key) collect(key, files)
      else files.add(src.slice(1))
    }
    for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) {
      const key = href ? byFile.get(href) : undefined
      if (key) collect(key, files)
    }
    const islands = new Set([...html.matchAll(/data-island="(\w+)"/g)].map(([, name]) => name ?? ''))
    if (islands.size > 0) collect(sourceKey('components/islands/mount') ?? '', files)
    const unknownIslands = [...islands].filter((name) => !islandChunks.has(name))
    for (const name of islands) collect(islandChunks.get(name) ?? '', files)
    for (const { attribute, chunk } of enhancerSources) if (html.includes(attribute)) collect(chunk, files)
    let js = 0
    let jsRaw = 0
    let react = false
    for (const file of files) {
      if (!existsSync(join(distDir, 'client', file))) continue
      const size = sizeOf(file)
      js += size.gzip
      jsRaw += size.raw
      if (size.text.includes('react.transitional.element') || size.text.includes('react-dom')) react = true
    }
    let css = 0
    for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))
      css += sizeOf(href!.slice(1)).gzip
    rows.push({
      path,
      js,
      jsRaw,
      css,
      html: gzipSync(html).length,
      react,
      blocking,
      files: files.size,
      unknownIslands,
      unprioritised: firstImageProblem(html),
    })
  }
  return rows
}

/** The first image in document order stands for the largest above-the-fold one: it must be preloaded or prioritised. */
function firstImageProblem(html: string): string | undefined {
  const body = html.slice(html.indexOf('<body'))
  const first = /<img\b[^>]*>|<video\b[^>]*\sposter="[^"]+"[^>]*>/.exec(body)?.[0]
  if (!first || /loading="lazy"/.test(first)) return undefined
  const src = (first.startsWith('<video') ? /\sposter="([^"]+)"/ : /\ssrc="([^"]+)"/).exec(first)?.[1]
  if (!src || /fetchpriority="high"/i.test(first)) return undefined
  const preloaded = new RegExp(`<link rel="preload"[^>]*href="${src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(
    html,
  )
  return preloaded ? undefined : src
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function budgetProblems(rows: Row[]): string[] {
  const problems: string[] = []
  for (const row of rows) {
    for (const name of row.unknownIslands)
      problems.push(`${row.path}: island "${name}" is not in components/islands/registry.ts: its JS cannot be counted`)
    if (!row.react && row.js > BUDGET.jsWithoutReact)
      problems.push(`${row.path}: ${kb(row.js)} gzip JS without React islands (budget ${kb(BUDGET.jsWithoutReact)})`)
    if (row.js > BUDGET.js) problems.push(`${row.path}: ${kb(row.js)} gzip JS (budget ${kb(BUDGET.js)})`)
    if (row.css > BUDGET.css) problems.push(`${row.path}: ${kb(row.css)} gzip CSS (budget ${kb(BUDGET.css)})`)
    if (row.html > BUDGET.html) problems.push(`${row.path}: ${kb(row.html)} gzip HTML (budget ${kb(BUDGET.html)})`)
    for (const src of row.blocking) problems.push(`${row.path}: render-blocking script ${src}`)
    if (row.unprioritised)
      problems.push(`${row.path}: first image ${row.unprioritised} is neither preloaded nor high priority`)
  }
  return problems
}

const server = await serveBuild()
try {
  const { pages, aliases } = loadRouteTable(distDir)
  const paths = [...pages.map((r) => r.path), ...aliases.map((r) => r.path), '/__size-probe-404']
  const rows = await measure(server.url, paths)
  console.log(
    `${'route'.padEnd(28)} ${'JS gzip'.padStart(9)} ${'JS raw'.padStart(9)} ${'React'.padStart(6)} ${'CSS gzip'.padStart(9)} ${'HTML gzip'.padStart(10)}`,
  )
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(28)} ${kb(row.js).padStart(9)} ${kb(row.jsRaw).padStart(9)} ${(row.react ? 'yes' : 'no').padStart(6)} ${kb(row.css).padStart(9)} ${kb(row.html).padStart(10)}`,
    )
  }
  const problems = budgetProblems(rows)
  if (problems.length > 0) {
    console.error(`\nBudget exceeded:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    // An island whose JS cannot be counted makes every figure wrong: that fails even without --check.
    if (process.argv.includes('--check') || rows.some((row) => row.unknownIslands.length > 0)) process.exitCode = 1
  } else {
    console.log(
      `\nAll ${rows.length} routes within budget (JS without React ≤ 3 KB, JS ≤ 90 KB, CSS ≤ 26 KB, HTML ≤ 40 KB gzip, no render-blocking script, first image preloaded or prioritised).`,
    )
  }
} finally {
  await server.stop()
}
