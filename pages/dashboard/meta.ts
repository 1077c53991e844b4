import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Startup-Dashboard (Vorschau)',
  breadcrumb: 'Dashboard',
  description:
    'Vorschau auf das Startup-Dashboard von OnePitch: Profil, Video-Pitch, Analytics und Feedback der Business Angels – mit Beispieldaten.',
  robots: 'noindex',
}
