import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Design-System',
  description: 'Das OnePitch Design-System: Tokens, Komponenten und Animationen auf einen Blick.',
  keywords: ['Design-System', 'Design Tokens', 'UI-Komponenten', 'Animationen', 'OnePitch'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }],
}
