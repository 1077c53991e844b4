import type { Config } from 'vike/types'

/** A page setting that a folder's +config.ts sets as plain data: read at build time and on the server. */
const setting = { env: { server: true, config: true } } as const

// Pages are HTML-only: the Page component runs on the server, never in the browser.
// The only client code is +client.ts (the island hydrator and tiny enhancers).
export default {
  clientRouting: false,
  // Nothing of the page context reaches the browser: HTML-only pages get no `vike_pageContext` script, so
  // neither `services` nor a `+data.ts` result (Vike's built-in `data`) is serialized; islands get their
  // props through the island registry.
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
    /**
     * A page whose title or description depends on the timeline (a launch that has passed, a form that has
     * closed) says so in its folder's `+phaseHead.ts`: a function of the timeline state. Without it, or
     * where it returns nothing, the head comes from the folder's +config.ts.
     */
    phaseHead: { env: { server: true, client: false } },
    // The settings of a page folder's +config.ts (renderer/page-settings.ts checks them with zod when the build
    // writes the route manifest; renderer/Head.tsx writes the head from them).
    title: setting,
    description: setting,
    keywords: setting,
    robots: setting,
    breadcrumb: setting,
    canonical: setting,
    ogImage: setting,
    twitterImage: setting,
    structuredData: setting,
    event: setting,
    embedsForm: setting,
    gate: setting,
    liveData: setting,
    headerSignUp: setting,
    headerSticky: setting,
    communityPill: setting,
    footer: setting,
  },
} satisfies Config
