import { spotlightEvent } from '../../data/event'
import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Spotlight 2025 – das digitale Pitch-Event für B2B-Startups',
  breadcrumb: 'Spotlight',
  description:
    'Spotlight 2025: 60\u00a0Sekunden Video-Pitch einreichen, Jury überzeugen und als Top\u00a010 vor 30 Business Angels pitchen. Finale am 20.11.2025, digital.',
  keywords: ['Pitch-Event', 'Spotlight 2025', 'B2B-Startups', 'Business Angels', 'Video-Pitch', 'Wildcard-Voting'],
  robots: 'index',
  structuredData: [
    {
      type: 'Event',
      name: spotlightEvent.name,
      description:
        'Digitales Pitch-Event für B2B-Startups: Video-Pitch einreichen, Jury-Bewertung, Finale der Top\u00a010 und einer Wildcard vor 30 Business Angels.',
      startDate: spotlightEvent.start,
      endDate: spotlightEvent.end,
      location: 'online',
    },
    { type: 'Breadcrumbs' },
  ],
}
