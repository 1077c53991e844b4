// Islands in the build: each registry name (components/islands/registry.ts) resolved to its chunk in Vite's
// client manifest. Vike keeps that manifest as dist/assets.json (it moves dist/client/.vite/manifest.json
// there). An island's name is its module's file name, so it resolves to the one on-demand chunk built from
// a module of that name; a name that resolves to none (or several) is reported, and the scripts fail on it.
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'

type ManifestEntry = {
  file: string
  src?: string
  name?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
/** Vite's client manifest: source path (or chunk id) → output chunk. */
export type Manifest = Record<string, ManifestEntry>

export const manifestPath = (distDir: string) => join(distDir, 'assets.json')

export const readClientManifest = (distDir: string): Manifest => JSON.parse(readFileSync(manifestPath(distDir), 'utf8'))

const moduleName = (source: string) => posix.basename(source).replace(/\.[^.]+$/, '')

/**
 * The manifest key of each island's chunk (its source path, `components/demo-card/DemoCard.tsx`), and one
 * line per name that no on-demand chunk (or more than one) was built for.
 */
export function resolveIslandChunks(
  manifest: Manifest,
  names: Iterable<string>,
): { chunks: Map<string, string>; problems: string[] } {
  const onDemand = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry)
  const chunks = new Map<string, string>()
  const problems: string[] = []
  for (const name of names) {
    const found = onDemand.filter((key) => moduleName(key) === name)
    if (found.length === 1 && found[0]) chunks.set(name, found[0])
    else if (found.length === 0)
      problems.push(
        `island "${name}": no chunk in the client manifest is built from a module named ${name} (registry entries load '../<feature>/${name}')`,
      )
    else problems.push(`island "${name}": several chunks are built from modules named ${name}: ${found.join(', ')}`)
  }
  return { chunks, problems }
}
