import type { Config } from 'vike/types'

// The head and route settings of /early-access-bestaetigung (declared in renderer/+config.ts).
export default {
  title: 'Anmeldung bestätigen',
  description: 'Bestätige deine Anmeldung bei OnePitch über den Link in unserer E-Mail.',
  robots: 'noindex',
} satisfies Config
