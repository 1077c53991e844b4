import type { GateName } from '../gates'
import type { ExternalLinks } from '../links'

export type StructuredData =
  | { type: 'Organization' }
  | { type: 'WebPage' }
  | { type: 'AboutPage' }
  | { type: 'Breadcrumbs' }
  | {
      type: 'Event'
      name: string
      description: string
      startDate: string
      endDate?: string
      /** 'online' for a virtual event, otherwise a place name and city. */
      location: 'online' | { name: string; city: string }
      offersUrl?: string
    }

export type PageRoute = {
  kind: 'page'
  path: string
  title: string
  description: string
  keywords?: string[]
  robots: 'index' | 'noindex'
  /** Breadcrumb label; defaults to the title. */
  breadcrumb?: string
  /** Canonical path when it differs from `path` (e.g. an earlier variant of a page). */
  canonical?: string
  ogImage?: string
  twitterImage?: string
  structuredData?: StructuredData[]
  /** Pages that load the external form provider's script and frame. */
  embedsForm?: boolean
  /** Password gate protecting the page's content (data/gates.ts; enforced on the server). */
  gate?: GateName
}

export type AliasRoute = { kind: 'alias'; path: string; target: string }

export type RedirectRoute = {
  kind: 'redirect'
  path: string
  target: string | ((links: ExternalLinks) => string)
}

export type Route = PageRoute | AliasRoute | RedirectRoute
