import type { Route } from './types'

// Video tips, press, contact, dashboard mock-up (spec 001).
export const serviceRoutes: Route[] = [
  {
    kind: 'page',
    path: '/video-tipps',
    title: 'Video-Tipps für deinen Pitch',
    breadcrumb: 'Video-Tipps',
    description:
      'So nimmst du deinen Video-Pitch auf: Format, Licht, Ton, Bildausschnitt und Aufbau – plus persönliche Hilfe vom Team, wenn du nicht weiterkommst.',
    keywords: ['Pitch-Video', 'Video-Pitch Tipps', 'Startup Pitch', 'Pitch aufnehmen', 'Spotlight 2025'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/presse',
    title: 'Pressebereich',
    breadcrumb: 'Presse',
    description:
      'Pressebereich von OnePitch: Fakten zum Spotlight-Pitch-Event 2025, Pressemitteilung, Logos, Key Visuals, Video-Teaser und der direkte Pressekontakt.',
    keywords: [
      'OnePitch Presse',
      'Spotlight 2025',
      'Pressemitteilung',
      'Pitch-Event',
      'Business Angels',
      'B2B-Startups',
    ],
    robots: 'index',
    canonical: '/presse',
    structuredData: [{ type: 'Organization' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/kontakt',
    title: 'Kontakt',
    description:
      'Fragen zum Spotlight, technischer Support, Kooperationen oder Presse: So erreichst du das OnePitch-Team – per Chat oder E-Mail, meist innerhalb von 24\u00a0Stunden.',
    keywords: ['OnePitch Kontakt', 'Support', 'Spotlight Anmeldung', 'Kooperation', 'Presse'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  { kind: 'redirect', path: '/contact', target: '/kontakt' },
  {
    kind: 'page',
    path: '/dashboard',
    title: 'Startup-Dashboard (Vorschau)',
    breadcrumb: 'Dashboard',
    description:
      'Vorschau auf das Startup-Dashboard von OnePitch: Profil, Video-Pitch, Analytics und Feedback der Business Angels – mit Beispieldaten.',
    robots: 'noindex',
  },
]
