import { z } from 'zod'
import { listedEventNames } from '../data/event'
import { gateNames } from '../data/gates'

// What a page folder says about its page in `pages/<name>/+config.ts`: the settings renderer/+config.ts
// declares (`meta`), checked against this schema when the build writes the route manifest
// (renderer/route-manifest.ts), so a wrong value stops `npm run build` and `npm run dev` with the file's name.
// The route's path is not written there: Vike gives it (the folder's name, `index` is `/`, or its `+route.ts`).

/**
 * The schema.org records a page's head carries (renderer/structured-data.ts builds them): the site's
 * Organization, the page as WebPage or AboutPage, its breadcrumb trail, or the Event named by `event`.
 */
const structuredDataKinds = ['Organization', 'WebPage', 'AboutPage', 'Breadcrumbs', 'Event'] as const
export type StructuredData = (typeof structuredDataKinds)[number]

const sitePath = z.string().regex(/^\/[^?#]*$/)

const pageSettingsSchema = z
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
    /** The password gate of data/gates.ts that guards the page (the server enforces it, `<Gate>` renders it). */
    gate: z.enum(gateNames as [string, ...string[]]).optional(),
    /**
     * The page shows live data that its `+data.ts` reads through `pageContext.services` (vote counts): the
     * server shares each render for 2 s instead of a whole timeline state, and answers it `private, no-store`.
     */
    liveData: z.boolean().optional(),
    /**
     * `false` on the sign-up page and its confirmations: the header's sign-up button would lead where the visitor
     * is or has just been (the login stays). Pages that embed an application form (`embedsForm`) or sit behind a
     * gate leave it out unless they say `true`: their visitors are accelerators, jurors, scouts or partners with a
     * call to action of their own. `'quiet'` on a page built around one action of its own (the event, the vote,
     * the share tool, the fair's channel): the header keeps the sign-up as an outline button, so the page's
     * action is the one filled button in view.
     */
    headerSignUp: z.union([z.boolean(), z.literal('quiet')]).optional(),
    /**
     * `false` on a page whose own section bar sticks to the top instead (/spotlight): the header scrolls away with
     * the page, so a visitor never has two bars and two calls to action stacked over the content.
     */
    headerSticky: z.boolean().optional(),
    /**
     * Whether the header's community chip (spec: the floating community pill) may appear. By default it does not
     * where the visitor is in the middle of a task: a gated portal, an application form, the sign-up and its
     * confirmations; a tool page says `false` itself. Its invitation would lead away from the task. (Both header
     * defaults: components/layout/header-settings.ts.)
     */
    communityPill: z.boolean().optional(),
    /**
     * `'compact'` on a short page that ends a task (a confirmation, the error page takes it by itself): one light
     * row with the legal links instead of the site map, which was taller there than the page's own content.
     */
    footer: z.enum(['full', 'compact']).optional(),
  })
  .refine((meta) => meta.robots === 'noindex' || (meta.keywords?.length ?? 0) > 0, {
    message: 'an indexed page needs keywords',
    path: ['keywords'],
  })
  .refine((meta) => (meta.structuredData?.includes('Event') ?? false) === (meta.event !== undefined), {
    message: 'an `Event` record and an `event` name come together',
    path: ['event'],
  })

/** The settings a page folder's +config.ts gives (after validation). */
export type PageSettings = Omit<z.infer<typeof pageSettingsSchema>, 'gate'> & {
  gate?: import('../data/gates').GateName
}

/** The names of those settings (renderer/+config.ts declares each of them). */
const pageSettingNames = Object.keys(pageSettingsSchema.shape) as (keyof PageSettings)[]

/**
 * The settings in a page's config (Vike's resolved config holds more), with what most pages share filled in,
 * so a folder's +config.ts states only what is its own: a page is indexed unless it says `noindex`, and an
 * indexed page that names no structured data is a WebPage with its breadcrumb trail.
 */
export function pageSettingsOf(config: object): Record<string, unknown> {
  const given = config as Record<string, unknown>
  const values = Object.fromEntries(
    pageSettingNames.filter((name) => given[name] !== undefined).map((name) => [name, given[name]]),
  )
  const robots = values.robots ?? 'index'
  const structuredData = values.structuredData ?? (robots === 'index' ? ['WebPage', 'Breadcrumbs'] : undefined)
  return { ...values, robots, ...(structuredData === undefined ? {} : { structuredData }) }
}

/** A page's settings, or one readable line per problem naming the file that sets them. */
export function checkPageSettings(values: unknown, file: string): PageSettings {
  const parsed = pageSettingsSchema.safeParse(values)
  if (parsed.success) return parsed.data as PageSettings
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`)
  throw new Error(`${file}: invalid page settings\n${problems.join('\n')}`)
}
