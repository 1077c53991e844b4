import type { Config } from 'vike/types'

// The head and route settings of /startup-partner-form (declared in renderer/+config.ts).
export default {
  title: 'Anmeldung Netzwerkpartner',
  description:
    'Registriere deine Organisation als Netzwerkpartner von Spotlight: ab fünf angemeldeten Startups eine Wildcard direkt zu den Top-Angels\u00a0– kostenlos für dich.',
  robots: 'noindex',
  embedsForm: true,
} satisfies Config
