import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Pitch Once. Reach Hundreds. (frühere Startseite)',
  description:
    'Die frühere Startseite von OnePitch: ein 60\u00a0Sekunden Video-Pitch statt Pitch-Deck-Marathon – und per KI-Matching direkt zu den passenden Business Angels.',
  robots: 'noindex',
  canonical: '/',
}
