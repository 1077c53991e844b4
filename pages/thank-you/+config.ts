import type { Config } from 'vike/types'

// The head and route settings of /thank-you (declared in renderer/+config.ts).
export default {
  title: 'Danke für deine Anmeldung',
  description: 'Deine Anmeldung bei OnePitch ist eingegangen. So geht es jetzt weiter.',
  robots: 'noindex',
} satisfies Config
