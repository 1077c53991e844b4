import type { Config } from 'vike/types'

// The head and route settings of /accelerator (declared in renderer/+config.ts).
export default {
  title: 'Für Accelerator: kostenlose Partnerschaft',
  breadcrumb: 'Für Accelerator',
  description:
    'Bringt euer Portfolio vor verifizierte Business Angels: 60\u2011Sekunden-Pitches, KI-Matching und eine Partnerschaft, die euch und euren Startups nichts kostet.',
  keywords: ['Accelerator', 'Inkubator', 'Startup-Programm', 'Business Angels', 'Demo Day', 'Partnerschaft'],
} satisfies Config
