// The trade-fair landing page /bits: visitors who met us at the fair in Munich follow our
// community channel and get 3 months free (worth 150 €). The spec speaks of an exclusive group-chat invitation,
// but the link the site has (COMMUNITY_CHANNEL_URL, data/links.ts) is our public WhatsApp channel: the page
// describes it as that – public, no group, no exclusivity. The spec names neither the fair nor its dates; we
// state "Messe in München"; the two fair days are recorded in data/event.ts (bitsFair).
import { bitsFair, launch, shortDate } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch, type SpotlightStage } from '../../data/timeline'

/** The fair days in German notation, shown on the page: "29.–30.09.2025". */
export const bitsDates = `${shortDate(bitsFair.start).slice(0, 3)}–${shortDate(bitsFair.end)}`

export const bitsHero = {
  // The dates after it carry the year.
  badge: `Messe ${bitsFair.city}`,
  title: 'Schön, dass wir uns getroffen haben!',
  // What OnePitch is in one sentence (a visitor handed the card by a colleague has not met us), what the channel is in
  // the next (round 21: seven lines on a phone doing both at once). The pitch's 60 seconds stand in the figures under
  // the offer (said once).
  lead: 'OnePitch bringt Startups und Business Angels zusammen: per Video-Pitch und KI\u2011Matching. Im öffentlichen WhatsApp-Kanal erfährst du zuerst, was sich bei uns und beim Spotlight tut.',
  // Says where the button leads: WhatsApp opens (the word stood only in the small print).
  join: 'Auf WhatsApp folgen',
  // WhatsApp channels show a follower's number neither to the channel's admins nor to other followers.
  joinHint: 'Öffentlicher WhatsApp-Kanal\u00a0– deine Nummer sehen weder wir noch andere Follower',
}

/** Beside the call on a wide screen: the channel as a code for the phone (WhatsApp channels are followed there). */
export const bitsQr = {
  // On a wide screen the code is the way: a channel is followed on the phone (it read as a fallback: round 19).
  title: 'Am Handy folgen',
  text: 'Scann den Code mit der Kamera: WhatsApp öffnet den Kanal direkt.',
  label: 'QR-Code: der WhatsApp-Kanal von OnePitch',
}

export const bitsPerk = {
  label: 'Dein Messe-Vorteil',
  title: `${platformFigures.freeMonths}\u00a0Monate kostenlos`,
  /** A small label beside the title (on its own line under it, the value read as a second title: round 24). */
  value: 'Wert 150\u00a0€',
  text: perLaunch({
    // How to claim it, in one line (round 19: the offer did not say); the free months stand in the title.
    prelaunch: `Für Early Access anmelden: kein Code, keine Kreditkarte. Dein Zugang startet am ${shortDate(launch.date)}.`,
    launched: 'Einfach registrieren: kein Code, keine Kreditkarte.',
  }),
  /** The perk card's button: the early-access sign-up before the launch, the app's registration after it. */
  register: perLaunch({ prelaunch: 'Vorteil sichern', launched: 'Jetzt registrieren' }),
}

export const bitsChannel = {
  // The channel's name as the label, its promise as the heading (round 24: „Kurz, ehrlich, / ohne Spam: unser /
  // Community-Kanal“ ran to three ragged lines on a phone).
  eyebrow: 'Unser Community-Kanal',
  title: 'Kurz, ehrlich, ohne Spam.',
  intro:
    'Neuigkeiten nur, wenn es etwas zu sagen gibt: Treffen, Termine, neue Funktionen. Stummschalten oder Entfolgen geht jederzeit mit einem Tipp.',
}

/**
 * Three sample posts in the channel, as the phone beside the features shows them: the kinds of message it
 * sends, days apart (three times one day read as three messages a day), with no date in them (a sample stays true
 * on any day).
 */
type SamplePost = {
  text: string
  time: string
  /** Icons of the reactions under a poll. */
  reactions?: string[]
}

export const bitsSamplePosts: { channel: string; followers: string; posts: SamplePost[] } = {
  channel: 'OnePitch Community',
  followers: 'Kanal · öffentlich · Beispiel-Beiträge',
  posts: [
    {
      text: 'Neu in den Video-Tipps: So sitzt dein Gesicht im 9:16-Format richtig – mit Checkliste für Licht und Ton.',
      time: 'Mo 09:12',
    },
    {
      text: 'Community-Treffen in München: Gründer:innen und Angels, ein Abend, kein Pitch-Deck. Anmeldung wie immer hier im Kanal.',
      time: 'Di 12:40',
    },
    {
      text: 'Frage an euch: Was wollt ihr von Angels als Erstes wissen? Stimmt per Reaktion ab – wir sammeln für die nächste Runde.',
      time: 'Do 17:05',
      reactions: ['i-lucide-thumbs-up', 'i-lucide-lightbulb', 'i-lucide-heart'],
    },
  ],
}

type Feature = { icon: string; title: string; text: string }

const networking: Feature = {
  icon: 'i-lucide-users',
  title: 'Live-Networking',
  text: 'Im Kanal kündigen wir unsere Community-Treffen in München und online an\u00a0– dort lernst du Gründer:innen und Angels persönlich kennen.',
}

const updates: Feature = {
  icon: 'i-lucide-megaphone',
  title: 'Insider-Updates',
  text: 'Neue Features, Termine rund um das Spotlight und Einblicke ins Angel\u2011Netzwerk\u00a0– als kurze Nachricht direkt auf dein Smartphone.',
}

/**
 * The third card, the spec's access: where places are few, the channel has the link first (the way onto the
 * platform itself is the offer's card: round 24, the card said it again).
 */
const access: Record<LaunchStage, Feature> = {
  prelaunch: {
    icon: 'i-lucide-key-round',
    title: 'Zuerst dabei',
    text: 'Early-Access-Plätze, Community-Treffen, Spotlight-Termine: Wo Plätze begrenzt sind, steht der Link zuerst im Kanal.',
  },
  launched: {
    icon: 'i-lucide-key-round',
    title: 'Zuerst dabei',
    text: 'Community-Treffen, Spotlight-Termine, neue Funktionen: Wo Plätze begrenzt sind, steht der Link zuerst im Kanal.',
  },
}

export const bitsFeatures = (launchStage: LaunchStage): Feature[] => [networking, updates, access[launchStage]]

/**
 * Under the channel section while the Spotlight is open: what is on now, and what to do about it (in the hero it was
 * a fifth call beside the channel's: round 24).
 */
export const bitsNow = {
  label: 'Gerade aktuell',
  action: { kickstart: 'Mehr erfahren', voting: 'Jetzt abstimmen' } as Partial<Record<SpotlightStage, string>>,
}

/** The closing call: the channel's link the second time (the spec's), and the start page. Its text said the hero's again. */
export const bitsClosing = {
  title: 'Bis bald im Kanal',
  aboutLink: 'Was ist OnePitch?',
}
