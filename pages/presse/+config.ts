import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /presse (declared in renderer/+config.ts).
export default {
  title: 'Pressebereich',
  breadcrumb: 'Presse',
  description: `Pressebereich von OnePitch: Fakten zum Spotlight-Pitch-Event ${headText.editionYear}, Pressemitteilung, Logos, Key Visuals, Video-Teaser und der direkte Pressekontakt.`,
  keywords: ['OnePitch Presse', headText.edition, 'Pressemitteilung', 'Pitch-Event', 'Business Angels', 'B2B-Startups'],
  canonical: '/presse',
  structuredData: ['Organization', 'Breadcrumbs'],
} satisfies Config
