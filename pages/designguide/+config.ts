import type { Config } from 'vike/types'

// The head and route settings of /designguide (declared in renderer/+config.ts).
export default {
  title: 'Designguide',
  description: 'Interner Designguide: Typografie, Farben, Buttons, Badges, Formulare, Karten, Icons und Animationen.',
  robots: 'noindex',
} satisfies Config
