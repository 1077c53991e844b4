import type { Step } from '../../data/content'
import { dateAndTime, launch, longDate, shortDate } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { firstStartup, type Startup, startups } from '../../data/startups'
import { type LaunchStage, perLaunch } from '../../data/timeline'
import { replyTime } from '../kontakt/copy'

// Copy of /angel2, the premium page for angels: the premium early access before the launch
// of data/event.ts, the premium registration after it. Capacity: the site's one early-access figure
// (data/figures.ts; the spec's "first 50 angels" reading is not used).

const places = platformFigures.earlyAccessPlaces
const months = platformFigures.freeMonths

export const hero = {
  badge: perLaunch({ prelaunch: 'Premium Early Access', launched: 'Premium für Business Angels' }),
  /**
   * The gain, not the access (round 24): the spec fixes no headline for /angel2; „Early Access“ stands in the badge.
   * Both stages share it, the lead says when.
   */
  title: 'Kuratierter Dealflow per KI-Matching',
  lead: perLaunch({
    prelaunch: `Ab dem Start am ${shortDate(launch.date)} siehst du als verifizierter Business Angel nur Pitches, die zu deinem Profil passen\u00a0– ${months}\u00a0Monate kostenlos, mit persönlichem Draht zu unserem Team.`,
    launched: `OnePitch ist seit dem ${longDate(launch.date)} live. Als verifizierter Business Angel siehst du nur Pitches, die zu deinem Profil passen\u00a0– ${months}\u00a0Monate kostenlos, mit persönlichem Draht zu unserem Team.`,
  }),
  launchedNote: `Live seit ${shortDate(launch.date)}\u00a0– registriere dich und starte direkt.`,
  secondary: 'So funktioniert’s',
  /** Under the hero's form before the launch (the free months are the lead's, the places the closing's). */
  hint: 'Keine Kreditkarte erforderlich',
}

/** Before the launch, in the closing panel: the time left (days, hours, minutes; the target is weeks away). */
export const countdown = {
  heading: 'Start des Early\u00a0Access in',
  target: launch.date,
  label: `Zeit bis zum Start des Early Access am ${dateAndTime(launch.date)}`,
  ended: 'Der Early Access ist gestartet\u00a0– lade die Seite neu.',
}

/**
 * A benefit's product snippet, only where it shows more than the card's heading (review 7.3: „0\u00a0% Plattformgebühr“
 * over „0\u00a0€ Provision“): `pitch` the feed's newest pitch with the hero's match chip, `reply` a question to the team
 * as a chat with the answer time the contact page states, `ticket` an event's invitation with its places.
 */
export type BenefitDetail =
  | { kind: 'pitch'; startup: Startup; text: string }
  | { kind: 'reply'; question: string; team: string; time: string }
  | { kind: 'ticket'; label: string; places: string }

/** The sample match's ticket (the hero's card). */
const ticket = 'ab 25.000\u00a0€'

/** The feed's second pitch (the hero's card shows the first). */
const second = startups[1] ?? firstStartup

export const benefits = {
  eyebrow: perLaunch({ prelaunch: 'Exklusiv für Early Adopter', launched: 'Exklusiv für Angels' }),
  // No „Premium“ here: beside „kostenlos“ it read as a paid tier (round 24); the badge keeps the spec's word.
  title: perLaunch({
    prelaunch: 'Was dich im Early\u00a0Access erwartet',
    launched: 'Was dich als Angel erwartet',
  }),
  // Four (round 24): the free months are the hero's and the closing's, the matching is the hero's card; the first
  // look at new pitches is what the curated feed gives first. Three with a small detail of the product from the page's
  // own content (review 7.4: tiles without any product read as a template): a pitch of the feed with its score, a
  // question to the team with its answer time, an event's invitation; the fee none (its heading says it all).
  items: [
    {
      icon: 'i-lucide-eye',
      title: 'Erster Blick auf neue Pitches',
      text: 'Neue Startups erscheinen zuerst in deinem Feed\u00a0– bevor sie für alle Angels sichtbar werden.',
      detail: { kind: 'pitch', startup: second, text: 'Neu im Feed' } satisfies BenefitDetail,
    },
    {
      icon: 'i-lucide-headset',
      title: 'Bevorzugter Support',
      text: 'Fragen zu einem Startup oder zur Plattform? Unser Team antwortet dir zuerst.',
      // The answer time the contact page states (pages/kontakt/copy.ts), not a promise of its own.
      detail: {
        kind: 'reply',
        question: 'Frage zu einem Startup',
        team: 'OnePitch-Team',
        time: replyTime,
      } satisfies BenefitDetail,
    },
    {
      icon: 'i-lucide-users',
      title: 'Exklusive Networking-Events',
      text: 'Triff andere Angels und ausgewählte Gründer:innen bei kleinen Events in München und online.',
      detail: { kind: 'ticket', label: 'Einladung', places: 'München · online' } satisfies BenefitDetail,
    },
    {
      icon: 'i-lucide-hand-coins',
      title: '0\u00a0% Plattformgebühr',
      text: 'Keine Erfolgs- oder Vermittlungsprovision. Du verhandelst und investierst direkt mit den Gründer:innen.',
    },
  ],
}

/**
 * The hero's feed card: one match as the platform explains it, the criteria of the spec's matching (industry, stage,
 * ticket size, region) each beside the sample angel profile it fits. Sample data, labelled as such.
 */
export const matchDetail = {
  label: 'Beispiel: warum ein Pitch in deinem Feed landet',
  title: 'Dein Feed',
  sample: 'Beispieldaten',
  /** Over the criteria; each one's second line is the sample angel profile it fits. */
  why: 'Warum es passt',
  criteria: [
    { icon: 'i-lucide-briefcase', label: 'Branche', value: 'FinTech, B2B SaaS', profile: 'Dein Fokus: FinTech' },
    { icon: 'i-lucide-sprout', label: 'Phase', value: 'Pre-Seed', profile: 'Du suchst Pre-Seed, Seed' },
    { icon: 'i-lucide-wallet', label: 'Ticket', value: ticket, profile: 'Dein Ticket: bis 50.000\u00a0€' },
    { icon: 'i-lucide-map-pin', label: 'Region', value: 'Leipzig', profile: 'Deine Regionen: Sachsen, Berlin' },
  ],
  privacy: 'Deck, Kontakt und Updates gibt das Team auf deine Anfrage frei.',
  /** The request the privacy line names, as the watchlist offers it (the process's step 4). */
  request: 'Unterlagen anfragen',
}

/**
 * The process's product views (review 7.1: four columns of text): the profile in review, then verified (its checks the
 * step's own words), the hero card's sample profile as chips, its pitch with the minute running and on the
 * watchlist. Sample data, as in the hero's card.
 */
export const stepViews = {
  profile: {
    title: 'Dein Angel-Profil',
    checks: ['Profil angelegt', 'Investmenterfahrung', 'Persönlich geprüft'],
    review: 'In Prüfung',
    verified: 'Verifiziert',
  },
  preferences: {
    title: 'Deine Präferenzen',
    groups: [
      { label: 'Branche', chips: ['FinTech'] },
      { label: 'Ticket', chips: ['bis 50.000\u00a0€'] },
      { label: 'Phase', chips: ['Pre-Seed', 'Seed'] },
      { label: 'Region', chips: ['Sachsen', 'Berlin'] },
    ],
  },
  /** The feed's third sample pitch (the hero's card shows the first, the benefits the second). */
  pitch: { title: 'Dein Feed', startup: startups[2] ?? firstStartup, time: '0:42 / 1:00', watchlist: 'Watchlist' },
}

export const process = {
  eyebrow: 'In vier Schritten',
  title: perLaunch({
    prelaunch: 'Vom Platz im Early\u00a0Access zum ersten Deal',
    launched: 'Von der Registrierung zum ersten Deal',
  }),
  steps: [
    {
      meta: 'Schritt 1',
      title: 'Anmelden',
      text: 'Lege dein Angel-Profil in der OnePitch-App an\u00a0– das dauert nur wenige Minuten.',
    },
    {
      meta: 'Schritt 2',
      title: 'Verifizieren',
      text: 'Wir prüfen deine Investmenterfahrung oder deinen Mehrwert für Startups persönlich.',
    },
    {
      meta: 'Schritt 3',
      title: 'Präferenzen festlegen',
      text: 'Branchen, Ticketgröße, Phase und Geschäftsmodell: Daraus lernt das KI\u2011Matching.',
    },
    {
      meta: 'Schritt 4',
      title: 'Pitches entdecken',
      text: 'Wische durch 60\u2011Sekunden-Pitches, setze Favoriten auf die Watchlist und frag Unterlagen an.',
    },
  ] satisfies Step[],
}

export const trust = {
  eyebrow: 'Vertrauen & Sicherheit',
  title: 'Diskretion ist bei uns Standard',
  intro: 'Gründer:innen vertrauen uns ihre Pitches an, Angels ihre Investmentstrategie. Beides schützen wir.',
  // The seals under the intro (`badges`) name data protection, hosting and encryption; the items say how pitches
  // stay discreet, so no promise is made twice.
  items: [
    {
      icon: 'i-lucide-eye-off',
      title: 'Kein öffentlicher Zugang',
      text: 'Pitches sind weder über Suchmaschinen noch über Links von außen erreichbar.',
    },
    {
      icon: 'i-lucide-ban',
      title: 'Keine Weitergabe, kein Download',
      text: 'Videos und Unterlagen bleiben auf der Plattform\u00a0– für alle Beteiligten.',
    },
    {
      icon: 'i-lucide-file-lock',
      title: 'Freigabe auf Anfrage',
      text: 'Standardmäßig siehst du Pitch und Kurzprofil; Deck, Kontakte und Updates geben Gründer:innen gezielt frei.',
    },
  ],
}

/** Fictional angels from the closed beta. */
export const testimonials = {
  eyebrow: 'Stimmen aus der Beta',
  title: 'Was Angels nach den ersten Wochen sagen',
  items: [
    {
      name: 'Dr. Katrin Albers',
      role: 'Business Angel, Hamburg · Fokus B2B\u2011SaaS',
      image: '/images/angels/katrin-albers.svg',
      quote:
        'Früher habe ich sonntags Decks gelesen. Heute schaue ich mir abends zehn Pitches an und weiß nach einer Minute, mit wem ich sprechen will.',
    },
    {
      name: 'Tobias Lindqvist',
      role: 'Ex-Gründer und Angel, München · Fokus FinTech',
      image: '/images/angels/tobias-lindqvist.svg',
      quote:
        'Der Match-Score ist erstaunlich treffsicher. Ich sehe weniger Startups als früher\u00a0– aber fast nur noch solche, die wirklich in mein Portfolio passen.',
    },
  ],
}

/**
 * Our own seals (no third-party logos): what the platform guarantees about data, one compact row (round 24: four
 * tiles restated the rows; „Verifizierte Angels“ is the process's step 2, not a data-protection point).
 */
export const badges = [
  { icon: 'i-lucide-shield-check', title: 'DSGVO\u2011konform' },
  { icon: 'i-lucide-server', title: 'Server in Deutschland' },
  { icon: 'i-lucide-lock', title: 'TLS-verschlüsselt' },
]

export const closing = {
  prelaunch: {
    // No claim on how many are left (we do not know it on a cached page): the capacity and the time to the start.
    title: 'Sichere dir deinen Platz zum Start',
    // The one early-access capacity (data/figures.ts) is shared by startups and angels: said as one total, so it
    // does not read as 200 angels beside the footer's 300+ angels on the platform.
    text: `Der Early Access ist auf ${places} Plätze begrenzt\u00a0– insgesamt, für Startups und Angels zusammen.`,
    button: 'Jetzt Platz sichern',
  },
  launched: {
    title: 'Bereit für deinen Dealflow?',
    // The free months are the lead's and the form's: here the way in, as the process says it.
    text: 'Registriere dich kostenlos und ohne Kreditkarte\u00a0– so kommst du zu deinem Feed:',
    button: 'Jetzt registrieren',
  },
} satisfies Record<LaunchStage, { title: string; text: string; button: string }>

/** After the launch, under the closing's text (where the countdown stood): the way in, the process's first steps. */
export const closingSteps = [
  'Profil in wenigen Minuten anlegen',
  'Persönlich verifiziert werden',
  'Deinen kuratierten Feed öffnen',
]

/** Title and description of the page head in each launch stage (see +phaseHead.ts). */
export const head = {
  prelaunch: {
    title: 'Premium Early Access für Angels',
    description: `Premium Early Access ab ${shortDate(launch.date)}: ${months}\u00a0Monate kostenlos, Bevorzugter Support und exklusive Networking-Events für verifizierte Business Angels.`,
  },
  launched: {
    title: 'Premium für Business Angels',
    description: `Kuratierter Dealflow per KI-Matching: ${months}\u00a0Monate kostenlos, Bevorzugter Support und exklusive Networking-Events für verifizierte Business Angels.`,
  },
} satisfies Record<LaunchStage, { title: string; description: string }>
