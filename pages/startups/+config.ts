import type { Config } from 'vike/types'

// The head and route settings of /startups (declared in renderer/+config.ts).
export default {
  title: 'Für Startups: ein Pitch, die passenden Angels',
  breadcrumb: 'Für Startups',
  description:
    'Nimm einen 60\u2011Sekunden-Video-Pitch auf und erreiche per KI-Matching verifizierte Business Angels\u00a0– ohne Crowdfunding, ohne Erfolgsprovision.',
  keywords: ['Startup Finanzierung', 'Business Angels finden', 'Video-Pitch', 'Pre-Seed', 'Seed', 'Fundraising'],
} satisfies Config
