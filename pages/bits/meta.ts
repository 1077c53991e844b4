import type { PageMeta } from '../page-meta'
import { bitsEvent } from './copy'

export const meta: PageMeta = {
  title: 'Messe München 2025 – die OnePitch-Gruppe',
  breadcrumb: 'Messe München 2025',
  description:
    'Schön, dass wir uns auf der Messe in München getroffen haben! Tritt unserer exklusiven Gruppe bei und sichere dir 3 Monate OnePitch kostenlos im Wert von 150\u00a0€.',
  keywords: ['Messe München 2025', 'Startup Community', 'Networking', 'Business Angels', 'WhatsApp-Gruppe'],
  robots: 'index',
  structuredData: [
    { type: 'WebPage' },
    { type: 'Breadcrumbs' },
    {
      type: 'Event',
      name: bitsEvent.name,
      description: bitsEvent.description,
      startDate: bitsEvent.startDate,
      endDate: bitsEvent.endDate,
      location: { name: bitsEvent.venue, city: bitsEvent.city },
    },
  ],
}
