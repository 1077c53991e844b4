import type { Step } from '../../data/content'
import { dateAndTime, launch, longDate, shortDate } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /angel2, the premium page for angels: the premium early access before the launch
// of data/event.ts, the premium registration after it. Capacity: the site's one early-access figure
// (data/figures.ts; the spec's "first 50 angels" reading is not used).

const places = platformFigures.earlyAccessPlaces
const months = platformFigures.freeMonths

export const hero = {
  badge: perLaunch({ prelaunch: 'Premium Early Access', launched: 'Premium für Business Angels' }),
  title: perLaunch({
    prelaunch: 'Exklusiver Early Access für Business Angels',
    launched: 'Premium-Zugang für Business Angels',
  }),
  lead: perLaunch({
    prelaunch: `Zum Start am ${shortDate(launch.date)} erhalten verifizierte Business Angels Vollzugang zu OnePitch: kuratierter Dealflow per KI-Matching, ${months}\u00a0Monate kostenlos und ein persönlicher Draht zu unserem Team.`,
    launched: `OnePitch ist seit dem ${longDate(launch.date)} live. Verifizierte Business Angels erhalten Vollzugang: kuratierter Dealflow per KI-Matching, ${months}\u00a0Monate kostenlos und ein persönlicher Draht zu unserem Team.`,
  }),
  countdown: {
    heading: 'Start des Early Access in',
    target: launch.date,
    label: `Zeit bis zum Start des Early Access am ${dateAndTime(launch.date)}`,
    ended: 'Der Early Access ist gestartet\u00a0– lade die Seite neu.',
  },
  launchedNote: `Live seit ${shortDate(launch.date)}\u00a0– registriere dich und starte direkt.`,
  secondary: 'So funktioniert’s',
  /** Under the hero's form before the launch: the one early-access figure, as the closing says it. */
  hint: `${places} Plätze für Startups und Angels • Kostenlos • Keine Kreditkarte`,
}

export const benefits = {
  eyebrow: perLaunch({ prelaunch: 'Exklusiv für Early Adopter', launched: 'Exklusiv für Angels' }),
  title: perLaunch({
    prelaunch: 'Was dich im Premium Early Access erwartet',
    launched: 'Was dich als Premium-Angel erwartet',
  }),
  items: [
    {
      icon: 'i-lucide-gift',
      title: `${months}\u00a0Monate kostenlos`,
      text: 'Voller Zugang zu allen Funktionen der Plattform\u00a0– ganz ohne Kreditkarte.',
    },
    {
      icon: 'i-lucide-sparkles',
      title: 'Kuratierter Dealflow',
      text: 'Die KI matcht Startups nach deinem Branchenfokus, deiner Ticketgröße und deiner bevorzugten Phase.',
    },
    {
      icon: 'i-lucide-headset',
      title: 'Bevorzugter Support',
      text: 'Fragen zu einem Startup oder zur Plattform? Unser Team antwortet Premium-Angels zuerst.',
    },
    {
      icon: 'i-lucide-users',
      title: 'Exklusive Networking-Events',
      text: 'Triff andere Angels und ausgewählte Gründer:innen bei kleinen Events in München und online.',
    },
    {
      icon: 'i-lucide-eye',
      title: 'Erster Blick auf neue Pitches',
      text: 'Neue Startups erscheinen zuerst in deinem Feed\u00a0– bevor sie für alle Angels sichtbar werden.',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: '0\u00a0% Plattformgebühr',
      text: 'Keine Erfolgs- oder Vermittlungsprovision. Du verhandelst und investierst direkt mit den Gründer:innen.',
    },
  ],
}

/** The premium pass beside the benefits (an illustration: no member, no number). */
/**
 * Beside the benefits: one match as the platform explains it, the criteria of the spec's matching (industry, stage,
 * ticket size, region) each beside the sample angel profile it fits. Sample data, labelled as such.
 */
export const matchDetail = {
  label: 'Beispiel: warum ein Pitch in deinem Feed landet',
  sample: 'Beispieldaten',
  /** Over the criteria; each one's second line is the sample angel profile it fits. */
  why: 'Warum es passt',
  criteria: [
    { icon: 'i-lucide-briefcase', label: 'Branche', value: 'FinTech, B2B SaaS', profile: 'Dein Fokus: FinTech' },
    { icon: 'i-lucide-sprout', label: 'Phase', value: 'Pre-Seed', profile: 'Du suchst Pre-Seed, Seed' },
    { icon: 'i-lucide-wallet', label: 'Ticket', value: 'ab 25.000\u00a0€', profile: 'Dein Ticket: bis 50.000\u00a0€' },
    { icon: 'i-lucide-map-pin', label: 'Region', value: 'Leipzig', profile: 'Deine Regionen: Sachsen, Berlin' },
  ],
  privacy: 'Deck, Kontakt und Updates gibt das Team auf deine Anfrage frei.',
}

/** The feed under the pass: the three sample pitches, as an angel sees them. */
export const feedPreview = {
  label: 'Beispiele aus deinem Feed',
  caption: 'So sieht dein Feed aus: 60\u2011Sekunden-Pitches mit Phase, Standort und Match-Score für dein Profil.',
}

export const process = {
  eyebrow: 'In vier Schritten',
  title: perLaunch({
    prelaunch: 'Vom Platz im Early Access zum ersten Deal',
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
      text: 'Branchen, Ticketgröße, Phase und Geschäftsmodell: Daraus lernt das KI-Matching.',
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
  // The seals below (`badges`) name data protection, hosting, verification and encryption; the items say how
  // pitches stay discreet, so no promise is made twice.
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
      role: 'Business Angel, Hamburg · Fokus B2B-SaaS',
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

/** Our own seals (no third-party logos): what the platform guarantees. */
export const badges = [
  { icon: 'i-lucide-shield-check', title: 'DSGVO\u2011konform', text: 'EU-Datenschutz' },
  { icon: 'i-lucide-server', title: 'Server in Deutschland', text: 'Daten bleiben hier' },
  { icon: 'i-lucide-badge-check', title: 'Verifizierte Angels', text: 'Persönlich geprüft' },
  { icon: 'i-lucide-lock', title: 'Verschlüsselt', text: 'TLS-Verbindung' },
]

export const closing = {
  prelaunch: {
    title: 'Noch sind Plätze frei',
    text: `Der Early Access ist auf ${places} Plätze für Startups und Angels begrenzt. Sichere dir deinen Platz, bevor die Liste voll ist.`,
    button: 'Jetzt Platz sichern',
  },
  launched: {
    title: 'Bereit für deinen Dealflow?',
    text: `Registriere dich kostenlos: ${months}\u00a0Monate ohne Kreditkarte, persönliche Verifizierung und dein kuratierter Feed.`,
    button: 'Jetzt registrieren',
  },
} satisfies Record<LaunchStage, { title: string; text: string; button: string }>

export const closingHint = 'Kostenlos • Keine Kreditkarte erforderlich'

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
