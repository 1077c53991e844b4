import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Startups entdecken im Swipe-Feed',
  breadcrumb: 'Angels: Demo',
  description:
    'Probiere den OnePitch-Feed aus: 60\u00a0Sekunden Pitches, Match-Score, Watchlist und kompakte Profile – so finden Business Angels ihre nächsten Investments.',
  keywords: ['Business Angel', 'Startup Pitch', 'Dealflow', 'Watchlist', 'KI-Matching'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
