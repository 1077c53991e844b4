import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /spotlight (declared in renderer/+config.ts).
export default {
  title: `${headText.edition}\u00a0– das digitale Pitch-Event für B2B-Startups`,
  breadcrumb: 'Spotlight',
  description: `${headText.edition}: 60\u2011Sekunden-Video-Pitch einreichen, Jury überzeugen und als ${headText.finalists} vor ${headText.angels} pitchen. Finale am ${headText.final}, digital.`,
  keywords: ['Pitch-Event', headText.edition, 'B2B-Startups', 'Business Angels', 'Video-Pitch', 'Wildcard-Voting'],
  structuredData: ['Event', 'Breadcrumbs'],
  event: 'spotlight',
  // The section bar sticks with the page's call to action: the header scrolls away instead of stacking over it.
  headerSticky: false,
  // One filled action on the page: its own (renderer/page-settings.ts).
  headerSignUp: 'quiet',
} satisfies Config
