import type { FaqItem } from '../../data/content'
import { dateAndTime, launch, longDate, shortDate } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /early-access, before and after the launch of data/event.ts. Readings: one
// launch date everywhere (the spec's 12.11.2025 reading is not used) and the capacity of data/figures.ts.

const places = platformFigures.earlyAccessPlaces
const months = platformFigures.freeMonths

export const earlyAccessHero = {
  prelaunch: {
    badge: 'Early Access',
    // Review 31b: the date stood in this label, on the pass beside it and under the countdown: from 1024 px, where
    // the pass prints it large, the label leaves it out (see Hero).
    badgeDate: ` · Launch am ${shortDate(launch.date)}`,
    title: 'Sei dabei, bevor alle anderen einsteigen',
    lead: `${places} Plätze für Startups und Business\u00a0Angels zusammen: Wer jetzt einsteigt, nutzt OnePitch ${months}\u00a0Monate kostenlos und gestaltet das Produkt mit.`,
  },
  launched: {
    badge: `Live seit ${shortDate(launch.date)}`,
    title: 'OnePitch ist live\u00a0– pitch jetzt',
    lead: `Seit dem ${longDate(launch.date)} ist die Plattform geöffnet. Startups und Business Angels steigen direkt ein und nutzen OnePitch die ersten ${months}\u00a0Monate kostenlos.`,
  },
} satisfies Record<LaunchStage, { badge: string; badgeDate?: string; title: string; lead: string }>

/**
 * The line under the hero's button: what follows the free months (the FAQ's costs answer, without its prices), in
 * every stage. On a phone, where the pass is not drawn, it leads with the pass's first two promises.
 */
export const earlyAccessAfterFree = 'Nach der kostenlosen Zeit entscheidest du selbst, ob du weitermachst.'

// What the pass says in both stages: the role line's label once a role is picked, its label and text before (whom
// the pass is for, as a fact: review 29b read the prompt „Wähle deine Rolle“ as an empty state).
const passRole = { role: 'Dabei als', unpickedLabel: 'Gilt für', anyRole: 'Startups & Angels' }

/**
 * What a sign-up gets besides the free months (the lead's): on the pass's stub from 1024 px, under the form's button on
 * a phone, where the pass is not drawn. Review 31: „3 Monate kostenlos“ and „Keine Kreditkarte“ stood in the lead, the
 * pass, both benefit cards and under the form: each fact once now.
 */
export const earlyAccessPromises = [
  'Keine Kreditkarte nötig',
  'Persönliches 1:1-Onboarding',
  'Direkter Draht zu unserem Team',
]

/**
 * The pass beside the hero's form: what a sign-up gets, as a membership card. Its role line names the role the
 * visitor picks in the form (signUpCopy.roles); before that, both. Its facts are its own (from when it is valid, the
 * promises), not the lead's (the free months, the places), so the hero says each fact once.
 */
export const earlyAccessPass = {
  prelaunch: {
    caption: 'Dein Early-Access-Pass',
    tag: 'Early Access',
    ...passRole,
    valid: { label: 'Gültig ab', value: shortDate(launch.date) },
  },
  launched: {
    caption: 'Dein Zugang zu OnePitch',
    tag: 'Mitglied',
    ...passRole,
    valid: { label: 'Gültig ab', value: 'sofort' },
  },
} satisfies Record<
  LaunchStage,
  {
    caption: string
    tag: string
    role: string
    unpickedLabel: string
    anyRole: string
    valid: { label: string; value: string }
  }
>

/**
 * The hero form's button and the demo's button back up to it: one verb with the registrations below (review 29b:
 * „sichern“ beside four „anmelden“ for the same action). Before the launch the spec's verb („Early Access Anmelden“,
 * „Jetzt als Startup anmelden“), after it the registration's.
 */
export const earlyAccessSubmit = perLaunch({ prelaunch: 'Jetzt anmelden', launched: 'Jetzt registrieren' })

export const earlyAccessCtas = {
  prelaunch: { startup: 'Als Startup anmelden', investor: 'Als Angel anmelden' },
  launched: { startup: 'Als Startup registrieren', investor: 'Als Angel registrieren' },
} satisfies Record<LaunchStage, { startup: string; investor: string }>

/**
 * What each role gets, three points each beside a small view of the product (review 31: two cards of five checks
 * each, the free months in both, read as a template). The free months and the onboarding are the hero's.
 */
export const earlyAccessBenefits = {
  eyebrow: 'Deine Vorteile',
  title: perLaunch({ prelaunch: 'Was dir der Early\u00a0Access bringt', launched: 'Was dir OnePitch bringt' }),
  startups: {
    title: 'Für Startups',
    icon: 'i-lucide-rocket',
    viewLabel: 'Dein Pitch im Feed der Angels (Beispiel)',
    items: [
      'Ein 60\u2011Sekunden-Video-Pitch statt Dutzender Erstgespräche',
      'KI-Matching mit Angels, die zu Branche, Phase und Ticketgröße passen',
      'Keine Erfolgs- oder Vermittlungsprovision',
    ],
  },
  investors: {
    title: 'Für Business Angels',
    icon: 'i-lucide-briefcase-business',
    viewLabel: 'Dein Dealflow, nach Match-Score (Beispiel)',
    items: [
      'Kuratierter Dealflow aus Pre-Seed- und Seed-Startups',
      'Watchlist und Founder-Updates der Startups, die du beobachtest',
      'KI-Deal-Summaries und Verbindungen zu Co-Investoren',
    ],
  },
}

/** The live demo card under the hero (the spec's „live demo card with swipeable pitches“). */
export const earlyAccessDemo = {
  eyebrow: 'Live-Demo',
  title: 'So sehen Angels dein Startup',
  intro: 'Wisch dich durch drei Beispiel-Pitches, wie sie im Feed der Business Angels erscheinen.',
  points: [
    'Das Pitch-Video im Hochformat, wie auf dem Smartphone',
    'Match-Score, Phase und Standort auf einen Blick',
    'Ein Tipp auf „Full Profile“ führt zu Zahlen, Team und Deck',
  ],
}

/**
 * The spec's six features, as one compact row under the benefits: an icon and a name each (the benefits and the demo
 * above already say what they do; round 24: each said once).
 */
export const earlyAccessFeatures = {
  title: 'Alle Funktionen auf einen Blick',
  items: [
    { icon: 'i-lucide-video', title: 'Video-Pitch' },
    { icon: 'i-lucide-sparkles', title: 'KI-Matching' },
    { icon: 'i-lucide-badge-check', title: 'Verifizierte Angels' },
    { icon: 'i-lucide-bookmark', title: 'Watchlist & Updates' },
    { icon: 'i-lucide-chart-line', title: 'Deal-Tracking & Analytics' },
    { icon: 'i-lucide-lock', title: 'DSGVO\u2011konform' },
  ],
}

export const earlyAccessCountdown = {
  prelaunch: {
    eyebrow: 'Launch',
    title: 'Der Countdown läuft',
    // No count of the places left (we show none): the band says what signing up before the launch means.
    intro: 'Wer sich vor dem Launch anmeldet, ist vom ersten Tag an dabei.',
    countdown: {
      target: launch.date,
      label: `Zeit bis zum Launch am ${dateAndTime(launch.date)}`,
      ended: 'Der Launch ist geschafft\u00a0– lade die Seite neu.',
    },
  },
  // The hero already says since when the platform is live: the band says what to do now.
  launched: {
    eyebrow: 'Loslegen',
    title: 'Bereit für deinen ersten Pitch?',
    intro:
      'Registriere dich in deiner Rolle: Startups nehmen ihren 60\u2011Sekunden\u2011Pitch auf, Business Angels sichten ihren ersten Dealflow.',
  },
} satisfies Record<
  LaunchStage,
  {
    eyebrow: string
    title: string
    intro: string
    countdown?: { target: string; label: string; ended: string }
  }
>

const faqBefore: FaqItem = {
  id: 'was',
  question: 'Was bedeutet Early Access?',
  answer: `Du bist ab dem Launch am ${shortDate(launch.date)} unter den Ersten auf der Plattform, nutzt sie ${months}\u00a0Monate kostenlos und gibst uns direktes Feedback, das in die Entwicklung einfließt.`,
}
const faqAfter: FaqItem = {
  id: 'was',
  question: 'Kann ich mich noch anmelden?',
  answer: `Ja. Die Plattform ist seit dem ${shortDate(launch.date)} live. Wer sich jetzt registriert, nutzt OnePitch ${months}\u00a0Monate kostenlos und gibt uns Feedback, das in die Entwicklung einfließt.`,
}

const costs = `Nichts. Die ersten ${months}\u00a0Monate sind kostenlos und du brauchst keine Kreditkarte. Danach entscheidest du selbst, ob du weitermachst: Say Hello bleibt für Startups unter 50.000\u00a0€ Jahresumsatz kostenlos, die Fundraising-Phase kostet 299\u00a0€ pro Monat.`

/** Costs and capacity: the early access before the launch, the open platform after it. */
const faqOffer = {
  prelaunch: [
    { id: 'kosten', question: 'Was kostet der Early Access?', answer: costs },
    {
      id: 'plaetze',
      question: 'Wie viele Plätze gibt es?',
      answer: `${places} Plätze für Startups und Business Angels zusammen. Wir vergeben sie in der Reihenfolge der Anmeldungen und prüfen jedes Profil, bevor es freigeschaltet wird.`,
    },
  ],
  launched: [
    { id: 'kosten', question: 'Was kostet OnePitch?', answer: costs },
    {
      id: 'plaetze',
      question: 'Ist die Zahl der Plätze begrenzt?',
      answer:
        'Nein. Die Plattform ist für alle Startups und Business Angels offen. Wir prüfen jedes Profil, bevor es freigeschaltet wird.',
    },
  ],
} satisfies Record<LaunchStage, FaqItem[]>

const faqCommon: FaqItem[] = [
  {
    id: 'wer',
    question: 'Für wen ist OnePitch gedacht?',
    answer:
      'Für Gründer:innen von B2B-Startups in der Pre-Seed- und Seed-Phase und für Business Angels mit Investment-Erfahrung oder relevantem Mehrwert. Crowdfunding ist OnePitch ausdrücklich nicht.',
  },
  {
    id: 'pitch',
    question: 'Muss ich meinen Pitch schon fertig haben?',
    answer:
      'Nein. Nach der Anmeldung bekommst du Tipps für ein überzeugendes 60\u00a0Sekunden Video und kannst deinen Pitch so oft neu aufnehmen, wie du möchtest.',
  },
  {
    id: 'daten',
    question: 'Was passiert mit meinen Daten?',
    answer:
      'Wir arbeiten DSGVO-konform. Deinen Pitch sehen nur verifizierte Angels mit Matching-Zugang; es gibt keinen öffentlichen Zugriff, keine Weitergabe und keinen Download.',
  },
]

export const earlyAccessFaq = {
  prelaunch: [faqBefore, ...faqOffer.prelaunch, ...faqCommon],
  launched: [faqAfter, ...faqOffer.launched, ...faqCommon],
} satisfies Record<LaunchStage, FaqItem[]>

export const earlyAccessFaqTitle = perLaunch({
  prelaunch: 'Häufige Fragen zum Early\u00a0Access',
  launched: 'Häufige Fragen zum Start auf OnePitch',
})

/** Title and description of the page head in each launch stage (see +phaseHead.ts). */
export const earlyAccessHead = {
  prelaunch: {
    title: `Early Access\u00a0– ${places} Plätze zum Launch`,
    description: `Sichere dir einen von ${places} Early-Access-Plätzen: Launch am ${shortDate(launch.date)}, ${months}\u00a0Monate kostenlos, keine Kreditkarte. Für Startups und Business Angels.`,
  },
  launched: {
    title: 'Jetzt registrieren\u00a0– OnePitch ist live',
    description: `OnePitch ist seit dem ${shortDate(launch.date)} live: Jetzt als Startup oder Business Angel registrieren, ${months}\u00a0Monate kostenlos und ohne Kreditkarte starten.`,
  },
} satisfies Record<LaunchStage, { title: string; description: string }>
