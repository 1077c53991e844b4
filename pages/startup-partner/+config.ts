import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /startup-partner (declared in renderer/+config.ts).
export default {
  title: `Netzwerkpartner werden\u00a0– ${headText.edition}`,
  breadcrumb: 'Netzwerkpartner',
  description: `Netzwerkpartner von ${headText.edition} werden: ${headText.partnerStartups} anmelden, eine Wildcard erhalten und ein Startup direkt vor ${headText.angels} bringen\u00a0– kostenlos.`,
  keywords: ['Netzwerkpartner', 'Wildcard', 'Startup-Netzwerk', 'Business Angels', headText.edition],
  robots: 'noindex',
} satisfies Config
