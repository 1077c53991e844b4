import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Share-Bild für das Spotlight 2025 erstellen',
  breadcrumb: 'Share-Bild erstellen',
  description:
    'Lade dein Logo hoch und erstelle in Sekunden dein Share-Bild für das Spotlight 2025 – teilen, @onepitch markieren und 10 Extra-Stimmen sichern.',
  keywords: ['Share-Bild', 'Spotlight 2025', 'Wildcard-Voting', 'Extra-Stimmen', 'LinkedIn', 'Instagram'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
