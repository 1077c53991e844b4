import { spotlightEvent } from '../event'
import type { Route } from './types'

// Spotlight event and programme pages of spec 001 §1–§9 (event, jury, partners, media data, scouts).
export const eventRoutes: Route[] = [
  {
    kind: 'page',
    path: '/spotlight',
    title: 'Spotlight 2025 – das digitale Pitch-Event für B2B-Startups',
    breadcrumb: 'Spotlight',
    description:
      'Spotlight 2025: 60\u00a0Sekunden Video-Pitch einreichen, Jury überzeugen und als Top\u00a010 vor 30 Business Angels pitchen. Finale am 20.11.2025, digital.',
    keywords: ['Pitch-Event', 'Spotlight 2025', 'B2B-Startups', 'Business Angels', 'Video-Pitch', 'Wildcard-Voting'],
    robots: 'index',
    structuredData: [
      {
        type: 'Event',
        name: spotlightEvent.name,
        description:
          'Digitales Pitch-Event für B2B-Startups: Video-Pitch einreichen, Jury-Bewertung, Finale der Top\u00a010 und einer Wildcard vor 30 Business Angels.',
        startDate: spotlightEvent.start,
        endDate: spotlightEvent.end,
        location: 'online',
      },
      { type: 'Breadcrumbs' },
    ],
  },
  {
    kind: 'page',
    path: '/jury-spotlight',
    title: 'Jury Spotlight 2025',
    breadcrumb: 'Jury',
    description:
      'Werde Jury-Mitglied bei Spotlight 2025: 30 Video-Pitches zwischen dem 12. und 20.11.2025 bewerten – rund eine Stunde, digital, ehrenamtlich und kostenlos.',
    keywords: ['Jury', 'Spotlight 2025', 'Pitch-Bewertung', 'Startups', 'Ehrenamt'],
    robots: 'noindex',
    gate: 'jury',
  },
  {
    kind: 'page',
    path: '/partner-spotlight',
    title: 'Partner werden – Spotlight 2025',
    breadcrumb: 'Partner werden',
    description:
      'Werde Partner von Spotlight 2025: Sichtbarkeit bei 300+ B2B-Startups, 30 Business Angels und über 600.000 Kontakten. Jetzt 15-Minuten-Gespräch buchen.',
    keywords: ['Sponsoring', 'Partnerschaft', 'Pitch-Event', 'B2B-Startups', 'Employer Branding', 'Reichweite'],
    robots: 'index',
    canonical: '/partner-spotlight',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/startup-partner',
    title: 'Netzwerkpartner werden – Spotlight 2025',
    breadcrumb: 'Netzwerkpartner',
    description:
      'Netzwerkpartner von Spotlight 2025 werden: 5 Startups anmelden, eine Wildcard erhalten und ein Startup direkt zu den 30 Top-Angels bringen – kostenlos.',
    keywords: ['Netzwerkpartner', 'Wildcard', 'Startup-Netzwerk', 'Business Angels', 'Spotlight 2025'],
    robots: 'noindex',
  },
  {
    kind: 'page',
    path: '/mediadaten-spotlight',
    title: 'Mediadaten Spotlight 2025',
    breadcrumb: 'Mediadaten',
    description:
      'Mediadaten Spotlight 2025: 600.000 bis 900.000+ Kontakte, 100\u00a0% B2B, 95\u00a0%+ DACH, 80\u00a0%+ Entscheider. Reichweite, Formate und Partnerpakete als PDF.',
    keywords: ['Mediadaten', 'Reichweite', 'Sponsoring', 'B2B-Zielgruppe', 'Spotlight 2025', 'Partnerschaft'],
    robots: 'index',
    canonical: '/mediadaten-spotlight',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
]
