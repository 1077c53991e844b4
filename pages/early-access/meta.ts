import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Early Access – 200 Plätze zum Launch',
  breadcrumb: 'Early Access',
  description:
    'Sichere dir einen von 200 Early-Access-Plätzen: Launch am 20.11.2025, 3 Monate kostenlos, keine Kreditkarte. Für Startups und Business Angels.',
  keywords: ['Early Access', 'Startup Plattform', 'Business Angels', 'Video-Pitch', 'Launch 2025', 'kostenlos testen'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
