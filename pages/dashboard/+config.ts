import type { Config } from 'vike/types'

// The head and route settings of /dashboard (declared in renderer/+config.ts).
export default {
  title: 'Startup-Dashboard (Vorschau)',
  breadcrumb: 'Dashboard',
  description:
    'Vorschau auf das Startup-Dashboard von OnePitch: Profil, Video-Pitch, Analytics und Feedback der Business Angels\u00a0– mit Beispieldaten.',
  robots: 'noindex',
} satisfies Config
