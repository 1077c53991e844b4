import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Für Accelerator: kostenlose Partnerschaft',
  breadcrumb: 'Für Accelerator',
  description:
    'Bringt euer Portfolio vor über 300 verifizierte Business Angels: 60\u00a0Sekunden Pitches, KI-Matching und eine Partnerschaft, die euch nichts kostet.',
  keywords: ['Accelerator', 'Inkubator', 'Startup-Programm', 'Business Angels', 'Demo Day', 'Partnerschaft'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
