import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Designguide',
  description: 'Interner Designguide: Typografie, Farben, Buttons, Badges, Formulare, Karten, Icons und Animationen.',
  robots: 'noindex',
}
