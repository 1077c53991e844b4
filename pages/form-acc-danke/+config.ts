import type { Config } from 'vike/types'

// The head and route settings of /form-acc-danke (declared in renderer/+config.ts).
export default {
  title: 'Bewerbung eingegangen',
  description: 'Danke für eure Bewerbung als Accelerator-Partner. Wir melden uns innerhalb von 48\u00a0Stunden.',
  robots: 'noindex',
  // An accelerator's confirmation: neither the founders' sign-up nor the community chip in the header.
  headerSignUp: false,
  // A short page that ends a task: the footer's one row, not the site map.
  footer: 'compact',
} satisfies Config
