import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Bewerbung als Accelerator-Partner',
  description:
    'Bewerbt euch als Accelerator-Partner von OnePitch: ein kurzes Formular, kostenlose Partnerschaft, Antwort innerhalb von 48\u00a0Stunden.',
  robots: 'noindex',
  embedsForm: true,
}
