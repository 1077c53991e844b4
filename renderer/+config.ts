import type { Config } from 'vike/types'

// Pages are HTML-only: the Page component runs on the server, never in the browser.
// The only client code is +client.ts (the island hydrator and tiny enhancers).
export default {
  clientRouting: false,
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
