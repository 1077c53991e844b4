import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Fundraising Intelligence – Readiness-Assessment',
  breadcrumb: 'Bewerben',
  description:
    'Nur auf Einladung: 8–10 Startups pro Zyklus erhalten ein datenbasiertes Readiness-Assessment mit 200+ Datenpunkten – das erste innerhalb von 48\u00a0Stunden.',
  keywords: ['Fundraising Intelligence', 'Investment Readiness', 'Startup Assessment', 'Seed-Finanzierung', 'Angels'],
  robots: 'index',
  structuredData: [{ type: 'WebPage' }, { type: 'Breadcrumbs' }],
}
