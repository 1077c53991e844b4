import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /mediadaten-spotlight (declared in renderer/+config.ts).
export default {
  title: `Mediadaten ${headText.edition}`,
  breadcrumb: 'Mediadaten',
  description: `Mediadaten ${headText.edition}: ${headText.reachRange} Kontakte, 100\u00a0% B2B, über 95\u00a0% aus dem DACH-Raum, über 80\u00a0% Entscheider:innen. Reichweite, Formate und Partnerpakete als PDF.`,
  keywords: ['Mediadaten', 'Reichweite', 'Sponsoring', 'B2B-Zielgruppe', headText.edition, 'Partnerschaft'],
  canonical: '/mediadaten-spotlight',
} satisfies Config
