import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Scout-Programm',
  breadcrumb: 'Scouts',
  description:
    'Das Scout-Programm für Gründer:innen, Alumni und Insider: Startups und Business Angels empfehlen, Provision verdienen, Teil der 25 Scouts werden.',
  keywords: ['Scout-Programm', 'Empfehlungsprogramm', 'Provision', 'Business Angels', 'Startups'],
  robots: 'noindex',
}
