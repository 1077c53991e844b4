import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROUTE_MANIFEST_FILE, type RouteManifest, RouteTable } from '../lib/routes'

/** The route table of a production build: the manifest `npm run build` wrote (renderer/route-manifest.ts). */
export function loadRouteTable(distDir: string): RouteTable {
  const file = join(distDir, ROUTE_MANIFEST_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as RouteManifest
  if (!Array.isArray(manifest.pages) || !Array.isArray(manifest.aliases) || !Array.isArray(manifest.redirects))
    throw new Error(`${file} is not a route manifest: build the site again (npm run build)`)
  return new RouteTable(manifest)
}
