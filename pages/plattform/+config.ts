import type { Config } from 'vike/types'

// The head and route settings of /plattform (declared in renderer/+config.ts).
export default {
  title: 'Die Plattform\u00a0– vom Video-Pitch zum Deal',
  breadcrumb: 'Plattform',
  description:
    'So funktioniert OnePitch: 60\u2011Sekunden-Video-Pitch, KI-Analyse und Matching mit Business Angels\u00a0– bis zu 70\u00a0% schneller zum Investment, ohne Plattformgebühren.',
  keywords: ['KI-Matching', 'Video-Pitch', 'Fundraising Plattform', 'Business Angels', 'Pre-Seed', 'Seed'],
} satisfies Config
