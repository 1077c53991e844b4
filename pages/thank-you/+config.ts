import type { Config } from 'vike/types'

// The head and route settings of /thank-you (declared in renderer/+config.ts).
export default {
  title: 'Danke für deine Anmeldung',
  description: 'Deine Anmeldung bei OnePitch ist eingegangen. So geht es jetzt weiter.',
  robots: 'noindex',
  // The page is the sign-up or its confirmation: no sign-up button in the header.
  headerSignUp: false,
  // A short page that ends a task: the footer's one row, not the site map.
  footer: 'compact',
} satisfies Config
