import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /apply (declared in renderer/+config.ts).
export default {
  title: 'Fundraising Intelligence\u00a0– Readiness-Assessment',
  breadcrumb: 'Bewerben',
  description: `Nur auf Einladung: ${headText.cohort} pro Zyklus erhalten ein datenbasiertes Readiness-Assessment mit 200+ Datenpunkten\u00a0– das erste innerhalb von 48\u00a0Stunden.`,
  keywords: ['Fundraising Intelligence', 'Investment Readiness', 'Startup Assessment', 'Seed-Finanzierung', 'Angels'],
} satisfies Config
