import { gateNames, gates } from '../data/gates'
import { fillPlaceholders } from '../data/meta-placeholders'
import { aliasesAndRedirects } from './aliases-and-redirects'
import { type AliasRoute, type PageRoute, pageMetaSchema, type RedirectRoute, type Route } from './page-meta'

export type { AliasRoute, PageRoute, RedirectRoute, Route, StructuredData } from './page-meta'

// Every path the site answers, assembled from the page folders: each `pages/<name>/meta.json` is a page at
// the path Vike gives its folder (`/<name>`, `index` → `/`, or the string its `+route.ts` exports), plus
// the aliases and redirects of ./aliases-and-redirects.ts. Vite expands the globs below; the server bundle
// and the TypeScript run by tsx get the same expansion from scripts/lib/import-glob.mjs.
const metaFiles = import.meta.glob<{ default: unknown }>('./*/meta.json', { eager: true })
const routeFiles = import.meta.glob<{ default: unknown }>('./*/+route.ts', { eager: true })

/** The path Vike routes to a page folder. */
function pathOf(folder: string): string {
  const override = routeFiles[`./${folder}/+route.ts`]?.default
  if (override === undefined) return folder === 'index' ? '/' : `/${folder}`
  if (typeof override !== 'string' || !override.startsWith('/'))
    throw new Error(`pages/${folder}/+route.ts: only a path string is supported here`)
  return override
}

function pageRoute(file: string, module: { default: unknown }): PageRoute {
  const folder = file.split('/')[1]!
  const unknown: string[] = []
  // Dates, editions and figures are named in meta.json as {placeholder} (data/meta-placeholders.ts).
  const filled = JSON.parse(JSON.stringify(module.default), (_key, value) => {
    if (typeof value !== 'string') return value
    const result = fillPlaceholders(value)
    unknown.push(...result.unknown)
    return result.text
  })
  if (unknown.length > 0) throw new Error(`pages/${folder}/meta.json: unknown placeholder {${unknown.join('}, {')}}`)
  const parsed = pageMetaSchema.safeParse(filled)
  if (!parsed.success) throw new Error(`pages/${folder}/meta.json: ${parsed.error.message}`)
  const path = pathOf(folder)
  const gate = gateNames.find((name) => gates[name].path === path)
  return { kind: 'page', path, folder, ...parsed.data, ...(gate ? { gate } : {}) }
}

/** Every page, ordered by path. */
export const pageRoutes: PageRoute[] = Object.entries(metaFiles)
  .map(([file, module]) => pageRoute(file, module))
  .sort((a, b) => (a.path < b.path ? -1 : 1))

/** Every path the site answers: the page folders, then the aliases and redirects. */
export const routes: Route[] = [...pageRoutes, ...aliasesAndRedirects]

export const aliasRoutes = routes.filter((r): r is AliasRoute => r.kind === 'alias')
export const redirectRoutes = routes.filter((r): r is RedirectRoute => r.kind === 'redirect')

const pagesByPath = new Map(pageRoutes.map((r) => [r.path, r]))

export function findPageRoute(path: string): PageRoute | undefined {
  return pagesByPath.get(path)
}

/** Canonical path of a page: its own, unless it names another (aliases render their target's page). */
export function canonicalPath(route: PageRoute): string {
  return route.canonical ?? route.path
}

/** Pages that belong in the sitemap: indexable, not gated, canonical to themselves. */
export const sitemapRoutes = pageRoutes.filter((r) => r.robots === 'index' && !r.gate && canonicalPath(r) === r.path)
