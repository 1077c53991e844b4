import { bitsEvent } from '../pages/bits'
import type { Route } from './types'

// About, early access, platform, apply, old home, trade-fair page (spec 000 §2, 001 §9).
export const companyRoutes: Route[] = [
  {
    kind: 'page',
    path: '/ueber-uns',
    title: 'Über uns – das Team hinter OnePitch',
    breadcrumb: 'Über uns',
    description:
      'Wer hinter OnePitch steckt: unsere Vision für faires Fundraising, das Gründungsteam aus München und die Werte, nach denen wir Startups und Angels verbinden.',
    keywords: ['OnePitch Team', 'Über uns', 'Startup Fundraising', 'Business Angels', 'Gründer München', 'Vision'],
    robots: 'index',
    structuredData: [{ type: 'AboutPage' }, { type: 'Organization' }, { type: 'Breadcrumbs' }],
  },
  { kind: 'alias', path: '/about', target: '/ueber-uns' },
  {
    kind: 'page',
    path: '/early-access',
    title: 'Early Access – 200 Plätze zum Launch',
    breadcrumb: 'Early Access',
    description:
      'Sichere dir einen von 200 Early-Access-Plätzen: Launch am 20.11.2025, 3 Monate kostenlos, keine Kreditkarte. Für Startups und Business Angels.',
    keywords: [
      'Early Access',
      'Startup Plattform',
      'Business Angels',
      'Video-Pitch',
      'Launch 2025',
      'kostenlos testen',
    ],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/plattform',
    title: 'Die Plattform – vom Video-Pitch zum Deal',
    breadcrumb: 'Plattform',
    description:
      'So funktioniert OnePitch: 60\u00a0Sekunden Video-Pitch, KI-Analyse und Matching mit Business Angels – bis zu 70\u00a0% schneller zum Investment, ohne Plattformgebühren.',
    keywords: ['KI-Matching', 'Video-Pitch', 'Fundraising Plattform', 'Business Angels', 'Pre-Seed', 'Seed'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/apply',
    title: 'Fundraising Intelligence – Readiness-Assessment',
    breadcrumb: 'Bewerben',
    description:
      'Nur auf Einladung: 8–10 Startups pro Zyklus erhalten ein datenbasiertes Readiness-Assessment mit 200+ Datenpunkten – das erste innerhalb von 48\u00a0Stunden.',
    keywords: ['Fundraising Intelligence', 'Investment Readiness', 'Startup Assessment', 'Seed-Finanzierung', 'Angels'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  {
    kind: 'page',
    path: '/old-home',
    title: 'Pitch Once. Reach Hundreds. (frühere Startseite)',
    description:
      'Die frühere Startseite von OnePitch: ein 60\u00a0Sekunden Video-Pitch statt Pitch-Deck-Marathon – und per KI-Matching direkt zu den passenden Business Angels.',
    robots: 'noindex',
    canonical: '/',
  },
  {
    kind: 'page',
    path: '/bits',
    title: 'Messe München 2025 – die OnePitch-Gruppe',
    breadcrumb: 'Messe München 2025',
    description:
      'Schön, dass wir uns auf der Messe in München getroffen haben! Tritt unserer exklusiven Gruppe bei und sichere dir 3 Monate OnePitch kostenlos im Wert von 150\u00a0€.',
    keywords: ['Messe München 2025', 'Startup Community', 'Networking', 'Business Angels', 'WhatsApp-Gruppe'],
    robots: 'index',
    structuredData: [
      { type: 'WebPage' },
      { type: 'Breadcrumbs' },
      {
        type: 'Event',
        name: bitsEvent.name,
        description: bitsEvent.description,
        startDate: bitsEvent.startDate,
        endDate: bitsEvent.endDate,
        location: { name: bitsEvent.venue, city: bitsEvent.city },
      },
    ],
  },
]
