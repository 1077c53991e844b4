import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Mediadaten Spotlight 2025',
  breadcrumb: 'Mediadaten',
  description:
    'Mediadaten Spotlight 2025: 600.000 bis 900.000+ Kontakte, 100\u00a0% B2B, 95\u00a0%+ DACH, 80\u00a0%+ Entscheider. Reichweite, Formate und Partnerpakete als PDF.',
  keywords: ['Mediadaten', 'Reichweite', 'Sponsoring', 'B2B-Zielgruppe', 'Spotlight 2025', 'Partnerschaft'],
  robots: 'index',
  canonical: '/mediadaten-spotlight',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
