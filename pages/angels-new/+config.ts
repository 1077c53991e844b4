import type { Config } from 'vike/types'

// The head and route settings of /angels-new (declared in renderer/+config.ts).
export default {
  title: 'Startups entdecken im Swipe-Feed',
  breadcrumb: 'Angels: Demo',
  description:
    'Probiere den OnePitch-Feed aus: 60\u2011Sekunden-Pitches, Match-Score, Watchlist und kompakte Profile\u00a0– so finden Business Angels ihre nächsten Investments.',
  keywords: ['Business Angel', 'Startup Pitch', 'Dealflow', 'Watchlist', 'KI-Matching'],
} satisfies Config
