import { z } from 'zod'
import type { GateName } from '../data/gates'
import type { ExternalLinks } from '../data/links'

// What a page folder says about its route in `pages/<name>/meta.ts` (`export const meta: PageMeta`).
// The route's path is not written here: it is the folder's name (`index` is `/`) or its `+route.ts`.

const structuredDataSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Organization') }),
  z.strictObject({ type: z.literal('WebPage') }),
  z.strictObject({ type: z.literal('AboutPage') }),
  z.strictObject({ type: z.literal('Breadcrumbs') }),
  z.strictObject({
    type: z.literal('Event'),
    name: z.string().min(1),
    description: z.string().min(1),
    startDate: z.string().min(1),
    endDate: z.string().optional(),
    /** 'online' for a virtual event, otherwise a place name and city. */
    location: z.union([z.literal('online'), z.strictObject({ name: z.string(), city: z.string() })]),
    offersUrl: z.string().optional(),
  }),
])
export type StructuredData = z.infer<typeof structuredDataSchema>

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
    structuredData: z.array(structuredDataSchema).optional(),
    /** Pages that load the external form provider's script and frame (widens the CSP for it). */
    embedsForm: z.boolean().optional(),
  })
  .refine((meta) => meta.robots === 'noindex' || (meta.keywords?.length ?? 0) > 0, {
    message: 'an indexed page needs keywords',
    path: ['keywords'],
  })
export type PageMeta = z.infer<typeof pageMetaSchema>

/**
 * A page of the route table: its folder's metadata, the path the folder answers and, for a page in the gate
 * table (data/gates.ts), the name of its password gate.
 */
export type PageRoute = PageMeta & { kind: 'page'; path: string; gate?: GateName }

/** Renders another page's screen; its canonical link points at the target. */
export type AliasRoute = { kind: 'alias'; path: string; target: string }

/** Answered by the server with a permanent redirect. */
export type RedirectRoute = {
  kind: 'redirect'
  path: string
  target: string | ((links: ExternalLinks) => string)
}

export type Route = PageRoute | AliasRoute | RedirectRoute
