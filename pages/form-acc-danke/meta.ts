import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Bewerbung eingegangen',
  description: 'Danke für eure Bewerbung als Accelerator-Partner. Wir melden uns innerhalb von 48\u00a0Stunden.',
  robots: 'noindex',
}
