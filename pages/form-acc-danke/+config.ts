import type { Config } from 'vike/types'

// The head and route settings of /form-acc-danke (declared in renderer/+config.ts).
export default {
  title: 'Bewerbung eingegangen',
  description: 'Danke für eure Bewerbung als Accelerator-Partner. Wir melden uns innerhalb von 48\u00a0Stunden.',
  robots: 'noindex',
} satisfies Config
