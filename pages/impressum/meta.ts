import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Impressum',
  description: 'Impressum und rechtliche Hinweise der OnePitch GmbH, München.',
  keywords: ['Impressum', 'OnePitch GmbH', 'Anbieterkennzeichnung', 'Kontakt', 'München'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
