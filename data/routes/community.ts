import { founderRegistrationUrl } from '../links'
import type { Route } from './types'

// Voting, share tool, video tips, press, contact, dashboard (spec 001).
export const communityRoutes: Route[] = [
  {
    kind: 'page',
    path: '/wildcard-voting',
    title: 'Wildcard-Voting Spotlight 2025',
    breadcrumb: 'Wildcard-Voting',
    description:
      'Stimm beim Wildcard-Voting des OnePitch Spotlight 2025 für dein Lieblings-Startup: Der Favorit der Community pitcht im Finale am 20.11.2025.',
    keywords: ['Wildcard-Voting', 'Spotlight 2025', 'Startup-Voting', 'Pitch-Event', 'B2B-Startups', 'Business Angels'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  { kind: 'alias', path: '/wildcard', target: '/wildcard-voting' },
  {
    kind: 'page',
    path: '/wildcard-share',
    title: 'Share-Bild für das Spotlight 2025 erstellen',
    breadcrumb: 'Share-Bild erstellen',
    description:
      'Lade dein Logo hoch und erstelle in Sekunden dein Share-Bild für das Spotlight 2025 – teilen, @onepitch markieren und 10 Extra-Stimmen sichern.',
    keywords: ['Share-Bild', 'Spotlight 2025', 'Wildcard-Voting', 'Extra-Stimmen', 'LinkedIn', 'Instagram'],
    robots: 'index',
    structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
  },
  // Linked as „Pitch einreichen“ from the voting and video-tips pages: the founder registration start.
  { kind: 'redirect', path: '/spotlight-registration', target: (links) => founderRegistrationUrl(links) },
]
