import type { Config } from 'vike/types'

// The head and route settings of /angels (declared in renderer/+config.ts).
export default {
  title: 'Für Business Angels: kuratierter Dealflow',
  breadcrumb: 'Für Angels',
  description:
    'Startups in 60\u00a0Sekunden kennenlernen: kuratierter Dealflow per KI-Matching, Swipe-Feed statt Pitch-Decks, Match-Score und Watchlist für Business Angels.',
  keywords: ['Business Angel', 'Dealflow', 'Startup Investment', 'Angel-Investor', 'KI-Matching', 'Early Access'],
} satisfies Config
