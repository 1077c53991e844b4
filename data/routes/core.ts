import type { Route } from './types'

// Routes of the foundation: home, legal, thank-you pages, design showcases.
export const coreRoutes: Route[] = [
  {
    kind: 'page',
    path: '/',
    title: 'Pitch Once. Reach Hundreds.',
    breadcrumb: 'Start',
    description:
      'Ein 60\u00a0Sekunden Video-Pitch statt Pitch-Deck-Marathon: OnePitch bringt B2B-Startups per KI-Matching zu hunderten verifizierten Business Angels.',
    keywords: ['Startup Finanzierung', 'Business Angels', 'Video-Pitch', 'KI-Matching', 'Pre-Seed', 'Seed'],
    robots: 'index',
    structuredData: [{ type: 'Organization' }, { type: 'WebPage' }],
  },
  {
    kind: 'page',
    path: '/impressum',
    title: 'Impressum',
    description: 'Impressum und rechtliche Hinweise der OnePitch GmbH, München.',
    keywords: ['Impressum', 'OnePitch GmbH', 'Anbieterkennzeichnung', 'Kontakt', 'München'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/thank-you',
    title: 'Danke für deine Anmeldung',
    description: 'Du bist auf der Early-Access-Liste von OnePitch. So geht es jetzt weiter.',
    robots: 'noindex',
  },
  {
    kind: 'page',
    path: '/early-access/bestaetigung',
    title: 'Anmeldung bestätigen',
    description: 'Bestätige deine Anmeldung zum Early Access von OnePitch über den Link in unserer E-Mail.',
    robots: 'noindex',
  },
  {
    kind: 'page',
    path: '/form-acc-danke',
    title: 'Bewerbung eingegangen',
    description: 'Danke für eure Bewerbung als Accelerator-Partner. Wir melden uns innerhalb von 48\u00a0Stunden.',
    robots: 'noindex',
  },
  {
    kind: 'page',
    path: '/designguide',
    title: 'Designguide',
    description: 'Interner Designguide: Typografie, Farben, Buttons, Badges, Formulare, Karten, Icons und Animationen.',
    robots: 'noindex',
  },
  {
    kind: 'page',
    path: '/design-system',
    title: 'Design-System',
    description: 'Das OnePitch Design-System: Tokens, Komponenten und Animationen auf einen Blick.',
    keywords: ['Design-System', 'Design Tokens', 'UI-Komponenten', 'Animationen', 'OnePitch'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }],
  },
]
