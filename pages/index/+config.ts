import type { Config } from 'vike/types'

// The head and route settings of / (declared in renderer/+config.ts).
export default {
  title: 'Pitch Once. Reach Hundreds.',
  breadcrumb: 'Start',
  description:
    'Ein 60\u2011Sekunden-Video-Pitch statt Pitch-Deck-Marathon: OnePitch bringt B2B-Startups per KI-Matching zu den verifizierten Business Angels, die passen.',
  keywords: ['Startup Finanzierung', 'Business Angels', 'Video-Pitch', 'KI-Matching', 'Pre-Seed', 'Seed'],
  structuredData: ['Organization', 'WebPage'],
} satisfies Config
