import { type ExternalLinks, founderRegistrationUrl } from '../data/links'
import type { PageSettings } from '../renderer/page-settings'

// The route manifest: every path the site answers, written by the build (renderer/route-manifest.ts, from
// Vike's page configs and pages/aliases-and-redirects.ts) to `dist/routes.json` and read by the server at
// start (server/routes.ts), by the scripts and by the tests. Plain JSON: nothing here imports pages/.

/** A page: its folder's settings (`pages/<name>/+config.ts`), the path Vike routes to it and its folder. */
export type PageRoute = PageSettings & { kind: 'page'; path: string; folder: string }

/** Renders another page's screen; its canonical link points at the target. */
export type AliasRoute = { kind: 'alias'; path: string; target: string }

/** External addresses a redirect may lead to, by name (they depend on the operator's settings). */
const redirectLinks = {
  founderRegistration: founderRegistrationUrl,
} satisfies Record<string, (links: ExternalLinks) => string>

/** Answered by the server with a permanent redirect: to a path of ours, or to a configured external address. */
export type RedirectRoute = { kind: 'redirect'; path: string } & (
  | { target: string; link?: undefined }
  | { link: keyof typeof redirectLinks; target?: undefined }
)

export type Route = PageRoute | AliasRoute | RedirectRoute

export type RouteManifest = { pages: PageRoute[]; aliases: AliasRoute[]; redirects: RedirectRoute[] }

/** The manifest's file in a build folder (beside `client/` and `server/`). */
export const ROUTE_MANIFEST_FILE = 'routes.json'

/** The Vite plugin that writes the manifest; in development the server asks it through its `api`. */
export const ROUTE_MANIFEST_PLUGIN = 'onepitch:route-manifest'
export type RouteManifestApi = { manifest(): RouteManifest }

/** Where a redirect leads with the operator's links. */
export const redirectTarget = (route: RedirectRoute, links: ExternalLinks): string =>
  route.link ? redirectLinks[route.link](links) : route.target

/** Canonical path of a page: its own, unless it names another (aliases render their target's page). */
export const canonicalPath = (route: PageRoute): string => route.canonical ?? route.path

/** The manifest with the lookups the server, the scripts and the tests need. */
export class RouteTable {
  readonly pages: PageRoute[]
  readonly aliases: AliasRoute[]
  readonly redirects: RedirectRoute[]
  /** Pages that belong in the sitemap: indexable, not gated, canonical to themselves. */
  readonly sitemap: PageRoute[]
  private readonly byPath: Map<string, PageRoute>

  constructor(manifest: RouteManifest) {
    this.pages = manifest.pages
    this.aliases = manifest.aliases
    this.redirects = manifest.redirects
    this.sitemap = this.pages.filter((r) => r.robots === 'index' && !r.gate && canonicalPath(r) === r.path)
    this.byPath = new Map(this.pages.map((route) => [route.path, route]))
  }

  /** Every path: the pages, then the aliases and redirects. */
  get all(): Route[] {
    return [...this.pages, ...this.aliases, ...this.redirects]
  }

  findPage(path: string): PageRoute | undefined {
    return this.byPath.get(path)
  }
}
