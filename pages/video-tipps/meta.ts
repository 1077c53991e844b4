import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Video-Tipps für deinen Pitch',
  breadcrumb: 'Video-Tipps',
  description:
    'So nimmst du deinen Video-Pitch auf: Format, Licht, Ton, Bildausschnitt und Aufbau – plus persönliche Hilfe vom Team, wenn du nicht weiterkommst.',
  keywords: ['Pitch-Video', 'Video-Pitch Tipps', 'Startup Pitch', 'Pitch aufnehmen', 'Spotlight 2025'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
