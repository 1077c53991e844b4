import { communityRoutes } from './routes/community'
import { companyRoutes } from './routes/company'
import { coreRoutes } from './routes/core'
import { eventRoutes } from './routes/event'
import { marketingRoutes } from './routes/marketing'
import { programmeRoutes } from './routes/programme'
import { serviceRoutes } from './routes/service'
import type { AliasRoute, PageRoute, RedirectRoute, Route } from './routes/types'

export type { AliasRoute, PageRoute, RedirectRoute, Route, StructuredData } from './routes/types'

/** Every path the site answers. One file per area under data/routes/, merged here. */
export const routes: Route[] = [
  ...coreRoutes,
  ...marketingRoutes,
  ...companyRoutes,
  ...eventRoutes,
  ...programmeRoutes,
  ...communityRoutes,
  ...serviceRoutes,
]

export const pageRoutes = routes.filter((r): r is PageRoute => r.kind === 'page')
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
