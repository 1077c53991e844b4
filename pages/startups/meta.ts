import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Für Startups: ein Pitch, hunderte Angels',
  breadcrumb: 'Für Startups',
  description:
    'Nimm einen 60\u00a0Sekunden Video-Pitch auf und erreiche per KI-Matching verifizierte Business Angels – ohne Crowdfunding, ohne Erfolgsprovision.',
  keywords: ['Startup Finanzierung', 'Business Angels finden', 'Video-Pitch', 'Pre-Seed', 'Seed', 'Fundraising'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
