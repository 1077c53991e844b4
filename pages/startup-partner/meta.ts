import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Netzwerkpartner werden – Spotlight 2025',
  breadcrumb: 'Netzwerkpartner',
  description:
    'Netzwerkpartner von Spotlight 2025 werden: 5 Startups anmelden, eine Wildcard erhalten und ein Startup direkt zu den 30 Top-Angels bringen – kostenlos.',
  keywords: ['Netzwerkpartner', 'Wildcard', 'Startup-Netzwerk', 'Business Angels', 'Spotlight 2025'],
  robots: 'noindex',
}
