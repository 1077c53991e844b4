// Per-page icon stylesheets. Icons are inline SVG masks (~60 bytes gzip each); all of them in the shared
// stylesheet would cost every page ~9 KB. This step renders every route with the built server (gated pages
// unlocked with throwaway passphrases), collects the icon classes in the HTML plus those in the sources of
// the islands on the page (icons that appear only after interaction), and writes one hashed stylesheet per
// distinct set. The server links it from dist/icons.json.
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createGenerator } from 'unocss'
import { islandLoaders } from '../components/islands/registry'
import { type GateName, gates } from '../data/gates'
import { timelineSamples } from '../data/timeline'
import { aliasRoutes, pageRoutes } from '../pages/routes'
import config from '../uno.config'
import { manifestPath, readClientManifest, resolveIslandChunks } from './lib/islands'
import { distDir, serveBuild } from './lib/serve-build'

export const ICON_PATTERN = /\bi-lucide-[a-z0-9]+(?:-[a-z0-9]+)*/g
export const ERROR_PAGE_KEY = '__error'

const iconsIn = (text: string) => new Set(text.match(ICON_PATTERN) ?? [])

/** Icon classes written in the source folder of each island (found through its chunk in Vite's manifest). */
function islandIcons(): Map<string, Set<string>> {
  const { chunks, problems } = resolveIslandChunks(readClientManifest(distDir), Object.keys(islandLoaders))
  if (problems.length > 0) {
    console.error(`icons: islands without a chunk in ${manifestPath(distDir)}:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  const result = new Map<string, Set<string>>()
  for (const [name, source] of chunks) {
    const folder = dirname(source)
    const text = readdirSync(folder)
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .join('\n')
    result.set(name, iconsIn(text))
  }
  return result
}

/** A throwaway passphrase for each gate, by its setting (data/gates.ts). */
const passphrases = Object.fromEntries(
  Object.values(gates).map((gate) => [
    gate.passphraseSetting,
    `build-${createHash('sha256').update(String(Math.random())).digest('hex')}`,
  ]),
)
const uno = await createGenerator({ ...config, blocklist: [] })
const byIsland = islandIcons()
const manifest: Record<string, string> = {}
const written = new Map<string, string>()
const outDir = join(distDir, 'client', 'assets', 'icons')
mkdirSync(outDir, { recursive: true })

async function htmlAt(url: string, path: string, gate?: GateName): Promise<string> {
  if (!gate) return (await fetch(`${url}${path}`)).text()
  const secret = passphrases[gates[gate].passphraseSetting] ?? ''
  const login = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ passphrase: secret }),
    redirect: 'manual',
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const locked = await (await fetch(`${url}${path}`)).text()
  const unlocked = await (await fetch(`${url}${path}`, { headers: { cookie } })).text()
  return locked + unlocked
}

async function stylesheetFor(icons: Set<string>): Promise<string> {
  const { css } = await uno.generate([...icons].sort().join(' '), { preflights: false })
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
  const href = `/assets/icons/icons-${hash}.css`
  if (!written.has(href)) {
    writeFileSync(join(distDir, 'client', href), css)
    written.set(href, css)
  }
  return href
}

const targets = [
  ...pageRoutes.map((route) => ({ key: route.path, path: route.path, gate: route.gate })),
  { key: ERROR_PAGE_KEY, path: '/__icons-404-probe', gate: undefined },
]
// Pages differ by the phase of the event timeline: render every route once in each phase (one server at a
// time, so a busy machine starts each in time).
const htmlByTarget = new Map<string, string>()
for (const { at } of timelineSamples()) {
  const server = await serveBuild({ ...passphrases, PREVIEW_AT: at })
  try {
    for (const target of targets)
      htmlByTarget.set(
        target.key,
        `${htmlByTarget.get(target.key) ?? ''}\n${await htmlAt(server.url, target.path, target.gate)}`,
      )
  } finally {
    await server.stop()
  }
}

for (const target of targets) {
  const html = htmlByTarget.get(target.key) ?? ''
  const icons = iconsIn(html)
  for (const [, name] of html.matchAll(/data-island="(\w+)"/g))
    for (const icon of byIsland.get(name ?? '') ?? []) icons.add(icon)
  manifest[target.key] = await stylesheetFor(icons)
}
for (const alias of aliasRoutes) manifest[alias.path] = manifest[alias.target] ?? manifest[ERROR_PAGE_KEY]!
writeFileSync(join(distDir, 'icons.json'), `${JSON.stringify(manifest, null, 2)}\n`)
const sizes = [...written.values()].map((css) => css.length)
console.log(
  `icons: ${written.size} stylesheets for ${Object.keys(manifest).length} routes, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes each`,
)
