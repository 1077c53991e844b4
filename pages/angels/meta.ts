import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Für Business Angels: Early Access',
  breadcrumb: 'Für Angels',
  description:
    'Startups in 60\u00a0Sekunden kennenlernen: kuratierter Dealflow per KI-Matching, Swipe-Feed statt Pitch-Decks. Die ersten 50 Angels sind 3 Monate kostenlos dabei.',
  keywords: ['Business Angel', 'Dealflow', 'Startup Investment', 'Angel-Investor', 'KI-Matching', 'Early Access'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
