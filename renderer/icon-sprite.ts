import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Plugin } from 'vite'

// The site's icons (`i-lucide-*` classes) as one SVG file of the build: each icon class masks its element with
// `url(/assets/static/icons.<hash>.svg#<name>)`, a view of one SVG holding every icon (all lucide icons are
// 24 × 24: one under the other, each with a <view> of its square). As data: URLs in the stylesheet (UnoCSS preset-icons), each distinct icon was
// an image document of its own, built on the main thread while the page loaded: 25 documents on /startups,
// 0.6–1.1 s of a 4× throttled phone's main thread against 0.07–0.12 s for the one stack (measured in traces).

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string }>
  width?: number
  height?: number
}

/** The folders whose modules name icons: UnoCSS scans the same (uno.config.ts). */
export const ICON_SOURCES = ['pages', 'components', 'renderer', 'data']
const ICON_CLASS = /\bi-lucide-([a-z0-9]+(?:-[a-z0-9]+)*)/g

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name)) yield path
  }
}

const lucide = (): IconSet =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify-json/lucide/icons.json'), 'utf8'))

/** Every name written as an `i-lucide-*` class in the sources, sorted (whether the set has it or not). */
export function iconClassNames(root = process.cwd()): string[] {
  const named = new Set<string>()
  for (const folder of ICON_SOURCES)
    for (const file of sourceFiles(join(root, folder)))
      for (const match of readFileSync(file, 'utf8').matchAll(ICON_CLASS)) named.add(match[1] ?? '')
  return [...named].sort()
}

export type IconSprite = { names: ReadonlySet<string>; svg: string; path: string }

/** The icons the sources name, drawn into one SVG, and the file's path (named by its content). */
export function buildIconSprite(root = process.cwd()): IconSprite {
  const set = lucide()
  const body = (name: string) => set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? '']
  const names = iconClassNames(root).filter((name) => body(name))
  // One icon under the other, each with a <view> of its square: `#name` shows that view (SVG fragment identifiers,
  // no CSS :target needed).
  const size = set.width ?? 24
  const icons = names.map((name, index) => {
    const y = index * size
    const icon = body(name)
    const box = `0 0 ${icon?.width ?? size} ${icon?.height ?? size}`
    return `<view id="${name}" viewBox="0 ${y} ${size} ${size}"/><svg y="${y}" width="${size}" height="${size}" viewBox="${box}">${icon?.body}</svg>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${names.length * size}">${icons.join('')}</svg>\n`
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10)
  return { names: new Set(names), svg, path: `/assets/static/icons.${hash}.svg` }
}

let built: IconSprite | undefined
/** The sprite of the sources as they are now (built once per process: a build, or the dev server's start). */
export const iconSprite = () => {
  built ??= buildIconSprite()
  return built
}

/** Writes the sprite into the client build's assets; serves it in development. */
export function iconSpritePlugin(distDir: string): Plugin {
  return {
    name: 'onepitch:icon-sprite',
    writeBundle() {
      // The client and the server build both pass here; the file belongs to the client's assets.
      const { svg, path } = iconSprite()
      const file = join(distDir, 'client', path)
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, svg)
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { svg, path } = iconSprite()
        if (request.url?.split('?')[0] !== path) return next()
        response.setHeader('content-type', 'image/svg+xml')
        response.end(svg)
      })
    },
  }
}
