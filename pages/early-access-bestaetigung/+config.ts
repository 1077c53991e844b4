import type { Config } from 'vike/types'

// The head and route settings of /early-access-bestaetigung (declared in renderer/+config.ts).
export default {
  title: 'Anmeldung bestätigen',
  description: 'Bestätige deine Anmeldung bei OnePitch über den Link in unserer E-Mail.',
  robots: 'noindex',
  // The page is the sign-up or its confirmation: no sign-up button in the header.
  headerSignUp: false,
  // A short page that ends a task: the footer's one row, not the site map.
  footer: 'compact',
} satisfies Config
