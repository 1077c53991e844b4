import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Wildcard-Voting Spotlight 2025',
  breadcrumb: 'Wildcard-Voting',
  description:
    'Stimm beim Wildcard-Voting des OnePitch Spotlight 2025 für dein Lieblings-Startup: Der Favorit der Community pitcht im Finale am 20.11.2025.',
  keywords: ['Wildcard-Voting', 'Spotlight 2025', 'Startup-Voting', 'Pitch-Event', 'B2B-Startups', 'Business Angels'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
