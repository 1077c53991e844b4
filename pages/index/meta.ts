import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Pitch Once. Reach Hundreds.',
  breadcrumb: 'Start',
  description:
    'Ein 60\u00a0Sekunden Video-Pitch statt Pitch-Deck-Marathon: OnePitch bringt B2B-Startups per KI-Matching zu hunderten verifizierten Business Angels.',
  keywords: ['Startup Finanzierung', 'Business Angels', 'Video-Pitch', 'KI-Matching', 'Pre-Seed', 'Seed'],
  robots: 'index',
  structuredData: [{ type: 'Organization' }, { type: 'WebPage' }],
}
