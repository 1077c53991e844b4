import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Partner werden – Spotlight 2025',
  breadcrumb: 'Partner werden',
  description:
    'Werde Partner von Spotlight 2025: Sichtbarkeit bei 300+ B2B-Startups, 30 Business Angels und über 600.000 Kontakten. Jetzt 15-Minuten-Gespräch buchen.',
  keywords: ['Sponsoring', 'Partnerschaft', 'Pitch-Event', 'B2B-Startups', 'Employer Branding', 'Reichweite'],
  robots: 'index',
  canonical: '/partner-spotlight',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
