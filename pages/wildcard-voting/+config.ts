import type { Config } from 'vike/types'
import { headText } from '../../data/head-text'

// The head and route settings of /wildcard-voting (declared in renderer/+config.ts).
export default {
  title: `Wildcard-Voting ${headText.edition}`,
  breadcrumb: 'Wildcard-Voting',
  description: `Stimm beim Wildcard-Voting des OnePitch ${headText.edition} für dein Lieblings-Startup: Der Favorit der Community pitcht im Finale am ${headText.final}.`,
  keywords: ['Wildcard-Voting', headText.edition, 'Startup-Voting', 'Pitch-Event', 'B2B-Startups', 'Business Angels'],
  // The counts come from +data.ts: the server shares a render for 2 s, not a whole timeline state.
  liveData: true,
  // One filled action on the page: its own (renderer/page-settings.ts).
  headerSignUp: 'quiet',
} satisfies Config
