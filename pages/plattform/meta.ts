import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Die Plattform – vom Video-Pitch zum Deal',
  breadcrumb: 'Plattform',
  description:
    'So funktioniert OnePitch: 60\u00a0Sekunden Video-Pitch, KI-Analyse und Matching mit Business Angels – bis zu 70\u00a0% schneller zum Investment, ohne Plattformgebühren.',
  keywords: ['KI-Matching', 'Video-Pitch', 'Fundraising Plattform', 'Business Angels', 'Pre-Seed', 'Seed'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
