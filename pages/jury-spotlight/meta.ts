import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Jury Spotlight 2025',
  breadcrumb: 'Jury',
  description:
    'Werde Jury-Mitglied bei Spotlight 2025: 30 Video-Pitches zwischen dem 12. und 20.11.2025 bewerten – rund eine Stunde, digital, ehrenamtlich und kostenlos.',
  keywords: ['Jury', 'Spotlight 2025', 'Pitch-Bewertung', 'Startups', 'Ehrenamt'],
  robots: 'noindex',
}
