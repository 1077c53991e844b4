import type { Config } from 'vike/types'

// The head and route settings of /old-home (declared in renderer/+config.ts).
export default {
  title: 'Pitch Once. Reach Hundreds. (frühere Startseite)',
  description:
    'Die frühere Startseite von OnePitch: ein 60\u2011Sekunden-Video-Pitch statt Pitch-Deck-Marathon\u00a0– und per KI-Matching direkt zu den passenden Business Angels.',
  robots: 'noindex',
  canonical: '/',
} satisfies Config
