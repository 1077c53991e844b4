import type { Config } from 'vike/types'

// The head and route settings of /form-acc (declared in renderer/+config.ts).
export default {
  title: 'Bewerbung als Accelerator-Partner',
  description:
    'Bewerbt euch als Accelerator-Partner von OnePitch: ein kurzes Formular, kostenlose Partnerschaft, Antwort innerhalb von 48\u00a0Stunden.',
  robots: 'noindex',
  embedsForm: true,
} satisfies Config
