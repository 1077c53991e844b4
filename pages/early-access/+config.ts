import type { Config } from 'vike/types'

// The head and route settings of /early-access (declared in renderer/+config.ts).
export default {
  title: 'Anmeldung bei OnePitch',
  breadcrumb: 'Anmeldung',
  description:
    'Melde dich bei OnePitch an: Video-Pitch, KI-Matching und verifizierte Business Angels\u00a0– kostenlos starten, keine Kreditkarte. Für Startups und Business Angels.',
  keywords: ['Anmeldung', 'Startup Plattform', 'Business Angels', 'Video-Pitch', 'KI-Matching', 'kostenlos testen'],
  // The page is the sign-up or its confirmation: no sign-up button in the header.
  headerSignUp: false,
} satisfies Config
