import { readFileSync } from 'node:fs'

/**
 * Island name → its source module path without extension ('components/demo-card/DemoCard'), read from
 * the registry the client hydrator uses, so build scripts see exactly the islands the browser can load.
 */
export function islandSources(): Map<string, string> {
  const registry = readFileSync('components/islands/registry.ts', 'utf8')
  return new Map(
    [...registry.matchAll(/(\w+): \(\) => import\('\.\.\/(.+?)'\)/g)].map(([, name, path]) => [
      name ?? '',
      `components/${path}`,
    ]),
  )
}
