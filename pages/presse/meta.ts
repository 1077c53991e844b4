import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Pressebereich',
  breadcrumb: 'Presse',
  description:
    'Pressebereich von OnePitch: Fakten zum Spotlight-Pitch-Event 2025, Pressemitteilung, Logos, Key Visuals, Video-Teaser und der direkte Pressekontakt.',
  keywords: ['OnePitch Presse', 'Spotlight 2025', 'Pressemitteilung', 'Pitch-Event', 'Business Angels', 'B2B-Startups'],
  robots: 'index',
  canonical: '/presse',
  structuredData: [{ type: 'Organization' }, { type: 'Breadcrumbs' }],
}
