import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /partner-spotlight (declared in renderer/+config.ts).
export default {
  title: `Partner werden\u00a0– ${headText.edition}`,
  breadcrumb: 'Partner werden',
  description: `Werde Partner von ${headText.edition}: Sichtbarkeit bei ${headText.startups}, ${headText.angels} und über ${headText.reach} Kontakten. Jetzt 15-Minuten-Gespräch buchen.`,
  keywords: ['Sponsoring', 'Partnerschaft', 'Pitch-Event', 'B2B-Startups', 'Employer Branding', 'Reichweite'],
  canonical: '/partner-spotlight',
} satisfies Config
