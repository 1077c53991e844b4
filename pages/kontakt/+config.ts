import type { Config } from 'vike/types'

// The head and route settings of /kontakt (declared in renderer/+config.ts).
export default {
  title: 'Kontakt',
  description:
    'Fragen zum Spotlight, technischer Support, Kooperationen oder Presse: So erreichst du das OnePitch-Team\u00a0– per Chat oder E-Mail, meist innerhalb von 24\u00a0Stunden.',
  keywords: ['OnePitch Kontakt', 'Support', 'Spotlight Anmeldung', 'Kooperation', 'Presse'],
} satisfies Config
