import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Anmeldung Jury Spotlight',
  description:
    'Melde dich als Jurymitglied für Spotlight 2025 an: 30 Video-Pitches zwischen dem 12. und 20.11.2025 bewerten – rund eine Stunde, ehrenamtlich und flexibel.',
  robots: 'noindex',
  embedsForm: true,
}
