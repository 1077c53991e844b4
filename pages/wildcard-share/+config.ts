import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /wildcard-share (declared in renderer/+config.ts).
export default {
  title: `Share-Bild für das ${headText.edition} erstellen`,
  breadcrumb: 'Share-Bild erstellen',
  description: `Lade dein Logo hoch und erstelle in Sekunden dein Share-Bild für das ${headText.edition}\u00a0– teilen, @onepitch markieren und 10 Extra-Stimmen sichern.`,
  // A tool page: the header's community chip would pull away from the task.
  communityPill: false,
  keywords: ['Share-Bild', headText.edition, 'Wildcard-Voting', 'Spotlight-Vorlage', 'LinkedIn', 'Instagram'],
  // One filled action on the page: its own (renderer/page-settings.ts).
  headerSignUp: 'quiet',
} satisfies Config
