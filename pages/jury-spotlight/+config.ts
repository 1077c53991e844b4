import type { Config } from 'vike/types'

// The head and route settings of /jury-spotlight (declared in renderer/+config.ts).
export default {
  title: 'Jury Spotlight',
  breadcrumb: 'Jury',
  description:
    'Werde Jury-Mitglied bei Spotlight: zugeteilte Video-Pitches bewerten\u00a0– rund eine Stunde, digital, ehrenamtlich und kostenlos, in deinem eigenen Tempo.',
  keywords: ['Jury', 'Spotlight', 'Pitch-Bewertung', 'Startups', 'Ehrenamt'],
  robots: 'noindex',
  gate: 'jury',
} satisfies Config
