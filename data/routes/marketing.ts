import type { Route } from './types'

// Marketing pages of spec 000 §2: startups, angels, accelerator, about, early access, platform, apply.
export const marketingRoutes: Route[] = [
  {
    kind: 'page',
    path: '/startups',
    title: 'Für Startups: ein Pitch, hunderte Angels',
    breadcrumb: 'Für Startups',
    description:
      'Nimm einen 60\u00a0Sekunden Video-Pitch auf und erreiche per KI-Matching verifizierte Business Angels – ohne Crowdfunding, ohne Erfolgsprovision.',
    keywords: ['Startup Finanzierung', 'Business Angels finden', 'Video-Pitch', 'Pre-Seed', 'Seed', 'Fundraising'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  // Earlier campaign landing page; replaced by /startups (spec: "Redirect (replacing history)").
  { kind: 'redirect', path: '/LP1', target: '/startups' },
  {
    kind: 'page',
    path: '/angels',
    title: 'Für Business Angels: Early Access',
    breadcrumb: 'Für Angels',
    description:
      'Startups in 60\u00a0Sekunden kennenlernen: kuratierter Dealflow per KI-Matching, Swipe-Feed statt Pitch-Decks. Die ersten 50 Angels sind 3 Monate kostenlos dabei.',
    keywords: ['Business Angel', 'Dealflow', 'Startup Investment', 'Angel-Investor', 'KI-Matching', 'Early Access'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  // The spec's name for the same screen; its canonical is /angels.
  { kind: 'alias', path: '/angel1', target: '/angels' },
  {
    kind: 'page',
    path: '/angel2',
    title: 'Premium Early Access für Angels',
    breadcrumb: 'Premium Early Access',
    description:
      'Premium Early Access ab 20.11.2025: 3 Monate kostenlos, Priority Support und exklusive Networking-Events für die ersten 50 verifizierten Business Angels.',
    keywords: ['Business Angel', 'Early Access', 'Dealflow', 'Angel-Netzwerk', 'Startup Investment'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/angels-new',
    title: 'Startups entdecken im Swipe-Feed',
    breadcrumb: 'Angels: Demo',
    description:
      'Probiere den OnePitch-Feed aus: 60\u00a0Sekunden Pitches, Match-Score, Watchlist und kompakte Profile – so finden Business Angels ihre nächsten Investments.',
    keywords: ['Business Angel', 'Startup Pitch', 'Dealflow', 'Watchlist', 'KI-Matching'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/accelerator',
    title: 'Für Accelerator: kostenlose Partnerschaft',
    breadcrumb: 'Für Accelerator',
    description:
      'Bringt euer Portfolio vor über 300 verifizierte Business Angels: 60\u00a0Sekunden Pitches, KI-Matching und eine Partnerschaft, die euch nichts kostet.',
    keywords: ['Accelerator', 'Inkubator', 'Startup-Programm', 'Business Angels', 'Demo Day', 'Partnerschaft'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/form-acc',
    title: 'Bewerbung als Accelerator-Partner',
    description:
      'Bewerbt euch als Accelerator-Partner von OnePitch: ein kurzes Formular, kostenlose Partnerschaft, Antwort innerhalb von 48\u00a0Stunden.',
    robots: 'noindex',
    embedsForm: true,
  },
]
