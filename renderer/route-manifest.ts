import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getVikeConfig } from 'vike/plugin'
import type { Plugin } from 'vite'
import {
  type PageRoute,
  ROUTE_MANIFEST_FILE,
  ROUTE_MANIFEST_PLUGIN,
  type RouteManifest,
  type RouteManifestApi,
} from '../lib/routes'
import { aliasesAndRedirects } from '../pages/aliases-and-redirects'
import { checkPageSettings, pageSettingsOf } from './page-settings'

// The Vite plugin that writes the route manifest (lib/routes.ts) from Vike's own view of the page folders:
// each page's path (its folder or +route.ts) and the settings of its +config.ts, checked with zod
// (renderer/page-settings.ts). `vike build` writes it to `<outDir>/routes.json`, which the server reads at
// start; in development the server asks the plugin (`api.manifest()`), so it follows the sources.

/** The manifest from Vike's resolved config (only while Vite runs: development or build). */
function collectRouteManifest(): RouteManifest {
  const pages: PageRoute[] = []
  for (const [pageId, page] of Object.entries(getVikeConfig().pages)) {
    if (page.isErrorPage) continue
    const folder = pageId.split('/').pop() ?? pageId
    if (typeof page.route !== 'string')
      throw new Error(`${pageId}/+route.ts: only a path string is supported (the server routes every page itself)`)
    const settings = checkPageSettings(pageSettingsOf(page.config), `${pageId}/+config.ts`)
    pages.push({ kind: 'page', path: page.route, folder, ...settings })
  }
  pages.sort((a, b) => (a.path < b.path ? -1 : 1))
  const aliases = aliasesAndRedirects.filter((route) => route.kind === 'alias')
  const redirects = aliasesAndRedirects.filter((route) => route.kind === 'redirect')
  // A gate's session cookie is scoped to one path: each gate guards one page.
  const gated = pages.flatMap((page) => (page.gate ? [page.gate] : []))
  const twice = gated.filter((gate, index) => gated.indexOf(gate) !== index)
  if (twice.length > 0) throw new Error(`pages/*/+config.ts: the gate ${twice[0]} guards more than one page`)
  const known = new Set(pages.map((page) => page.path))
  for (const alias of aliases)
    if (!known.has(alias.target))
      throw new Error(`pages/aliases-and-redirects.ts: ${alias.path} names ${alias.target}, which is no page`)
  return { pages, aliases, redirects }
}

/** Writes `routes.json` beside the build's client and server folders; serves the manifest in development. */
export function routeManifest(distDir: string): Plugin {
  return {
    name: ROUTE_MANIFEST_PLUGIN,
    api: { manifest: collectRouteManifest } satisfies RouteManifestApi,
    // The client and the server build both pass here; the manifest is the same.
    writeBundle() {
      mkdirSync(distDir, { recursive: true })
      writeFileSync(join(distDir, ROUTE_MANIFEST_FILE), `${JSON.stringify(collectRouteManifest(), null, 2)}\n`)
    },
  }
}
