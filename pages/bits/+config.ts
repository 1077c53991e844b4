import type { Config } from 'vike/types'

// The head and route settings of /bits (declared in renderer/+config.ts).
export default {
  title: 'Messe München\u00a0– der OnePitch-Community-Kanal',
  breadcrumb: 'Messe München',
  description:
    'Schön, dass wir uns auf der Messe in München getroffen haben! Folge unserem öffentlichen Community-Kanal und nutze OnePitch 3 Monate kostenlos (Wert 150\u00a0€).',
  keywords: ['Messe München', 'Startup Community', 'Networking', 'Business Angels', 'WhatsApp-Kanal'],
  structuredData: ['WebPage', 'Breadcrumbs', 'Event'],
  event: 'bitsFair',
  // One filled action on the page: its own (renderer/page-settings.ts).
  headerSignUp: 'quiet',
  // The page is the channel's invitation: the header's chip would repeat it.
  communityPill: false,
} satisfies Config
