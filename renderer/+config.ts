import type { Config } from 'vike/types'

// Pages are HTML-only: the Page component runs on the server, never in the browser.
// The only client code is +client.ts (the island hydrator and tiny enhancers).
export default {
  clientRouting: false,
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
    /**
     * A page whose title or description depends on the timeline (a launch that has passed, a form that has
     * closed) says so in its folder's `+phaseHead.ts`: a function of the timeline state. Without it, or
     * where it returns nothing, the head comes from the folder's meta.json.
     */
    phaseHead: { env: { server: true, client: false } },
  },
} satisfies Config
