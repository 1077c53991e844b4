import { z } from 'zod'
import { listedEventNames } from '../data/event'
import type { GateName } from '../data/gates'
import type { ExternalLinks } from '../data/links'

// What a page folder says about its route in `pages/<name>/meta.json`, checked against this schema when
// the route table is assembled (pages/routes.ts) and by tests/unit/page-folders.test.ts. The route's path
// is not written there: it is the folder's name (`index` is `/`) or its `+route.ts`.

/**
 * The schema.org records a page's head carries (renderer/structured-data.ts builds them): the site's
 * Organization, the page as WebPage or AboutPage, its breadcrumb trail, or the Event named by `event`.
 */
const structuredDataKinds = ['Organization', 'WebPage', 'AboutPage', 'Breadcrumbs', 'Event'] as const
export type StructuredData = (typeof structuredDataKinds)[number]

const sitePath = z.string().regex(/^\/[^?#]*$/)

export const pageMetaSchema = z
  .strictObject({
    /** German title; the template adds ` | OnePitch`. */
    title: z.string().min(3),
    /** 120–160 characters are ideal; 50–200 are accepted. */
    description: z.string().min(50).max(200),
    keywords: z.array(z.string().min(1)).optional(),
    robots: z.enum(['index', 'noindex']),
    /** Breadcrumb label; defaults to the title. */
    breadcrumb: z.string().optional(),
    /** Canonical path when it differs from the page's own (e.g. an earlier variant of a page). */
    canonical: sitePath.optional(),
    ogImage: sitePath.optional(),
    twitterImage: sitePath.optional(),
    structuredData: z.array(z.enum(structuredDataKinds)).optional(),
    /** The event of data/event.ts (`listedEvents`) that the `Event` record describes. */
    event: z.enum(listedEventNames).optional(),
    /** Pages that load the external form provider's script and frame (widens the CSP for it). */
    embedsForm: z.boolean().optional(),
  })
  .refine((meta) => meta.robots === 'noindex' || (meta.keywords?.length ?? 0) > 0, {
    message: 'an indexed page needs keywords',
    path: ['keywords'],
  })
  .refine((meta) => (meta.structuredData?.includes('Event') ?? false) === (meta.event !== undefined), {
    message: 'an `Event` record and an `event` name come together',
    path: ['event'],
  })
type PageMeta = z.infer<typeof pageMetaSchema>

/**
 * A page of the route table: its folder's metadata, the path the folder answers and, for a page in the gate
 * table (data/gates.ts), the name of its password gate.
 */
/** A page: its metadata, its path and the folder under pages/ that holds it. */
export type PageRoute = PageMeta & { kind: 'page'; path: string; folder: string; gate?: GateName }

/** Renders another page's screen; its canonical link points at the target. */
export type AliasRoute = { kind: 'alias'; path: string; target: string }

/** Answered by the server with a permanent redirect. */
export type RedirectRoute = {
  kind: 'redirect'
  path: string
  target: string | ((links: ExternalLinks) => string)
}

export type Route = PageRoute | AliasRoute | RedirectRoute
