// The trade-fair landing page /bits: visitors who met us at the fair in Munich follow our
// community channel and get 3 months free (worth 150 €). The spec speaks of an exclusive group-chat invitation,
// but the link the site has (COMMUNITY_CHANNEL_URL, data/links.ts) is our public WhatsApp channel: the page
// describes it as that – public, no group, no exclusivity. The spec names neither the fair nor its dates; we
// state "Messe in München"; the two fair days are recorded in data/event.ts (bitsFair).
import { bitsFair, launch, shortDate } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

/** The fair days in German notation, shown on the page: "29.–30.09.2025". */
export const bitsDates = `${shortDate(bitsFair.start).slice(0, 3)}–${shortDate(bitsFair.end)}`

export const bitsHero = {
  // The dates after it carry the year.
  badge: `Messe ${bitsFair.city}`,
  title: 'Schön, dass wir uns getroffen haben!',
  // Says what OnePitch is: a visitor handed the card by a colleague has not met us.
  // What OnePitch is in one sentence (a visitor handed the card by a colleague has not met us), what the channel is in
  // the next (round 21: seven lines on a phone doing both at once).
  lead: 'OnePitch bringt Startups und Business Angels zusammen: mit einem 60\u2011Sekunden-Video-Pitch und KI-Matching. Im öffentlichen WhatsApp-Kanal erfährst du zuerst, was sich bei uns und beim Spotlight tut.',
  /** Under the call while the Spotlight is open: what is on now. */
  nowLabel: 'Gerade aktuell',
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
  value: 'im Wert von 150\u00a0€',
  text: perLaunch({
    // How to claim it, in one line (round 19: the offer did not say).
    prelaunch: `Für Early Access anmelden, kein Code nötig: Am ${shortDate(launch.date)} startet dein Zugang, die ersten ${platformFigures.freeMonths}\u00a0Monate ist alles kostenlos\u00a0– ohne Kreditkarte.`,
    launched: `Registrieren, kein Code nötig: Die ersten ${platformFigures.freeMonths}\u00a0Monate ist alles kostenlos\u00a0– ohne Kreditkarte.`,
  }),
  /** The perk card's button: the early-access sign-up before the launch, the app's registration after it. */
  register: perLaunch({ prelaunch: 'Vorteil sichern', launched: 'Jetzt registrieren' }),
}

export const bitsChannel = {
  eyebrow: 'Was dich erwartet',
  title: 'Kurz, ehrlich, ohne Spam: unser Community\u2011Kanal',
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
  text: 'Neue Features, Termine rund um das Spotlight und Einblicke ins Angel-Netzwerk\u00a0– als kurze Nachricht direkt auf dein Smartphone.',
}

/** The third card: the way onto the platform, before and after its launch. */
const access: Record<LaunchStage, Feature> = {
  prelaunch: {
    icon: 'i-lucide-key-round',
    title: 'Zugang zur Plattform',
    text: `Die Plattform startet am ${shortDate(launch.date)}. Im Kanal erfährst du, wie du dir deinen Early-Access-Platz sicherst.`,
  },
  launched: {
    icon: 'i-lucide-key-round',
    title: 'Zugang zur Plattform',
    text: 'Die Plattform ist gestartet: Registriere dich kostenlos, nimm deinen 60\u2011Sekunden-Pitch auf oder entdecke als Angel die ersten Startups.',
  },
}

export const bitsFeatures = (launchStage: LaunchStage): Feature[] => [networking, updates, access[launchStage]]

export const bitsClosing = {
  title: 'Ein Klick\u00a0– und du bist dabei',
  text: 'Der Link öffnet unseren Kanal direkt in WhatsApp. Ein Tipp auf „Folgen“ genügt\u00a0– und genauso schnell bist du wieder raus.',
  aboutLink: 'Was ist OnePitch?',
}
