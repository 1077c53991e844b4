import { clockTime, dateAndTime, dayAndMonth, longDate, spotlightEvent } from '../../data/event'
import { finalSeats, spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'
import type { EditionWindow } from '../../data/timeline'

// Copy of the network-partner page /startup-partner (5 startups → 1 wildcard).

export const WILDCARD_THRESHOLD = spotlightFigures.partnerStartups

/** „30 Top‑Angels“, kept on one line (it broke at the hyphen on phones). */
const topAngels = `${spotlightFigures.angels}\u00a0Top\u2011Angels`

export const startupPartnerHero = {
  eyebrow: `Netzwerkpartner ${spotlightEvent.name}`,
  title: 'Bring die Startups deines Netzwerks',
  titleAccent: 'ins Spotlight.',
  // The wildcard is named here and explained once, in its own section (review round 25: six times on the page).
  lead: 'Melde Startups aus deinem Netzwerk an und sichere dir eine Wildcard für dein stärkstes Team.',
  primary: { label: 'Netzwerkpartner werden', href: '/startup-partner/form' },
  secondary: { label: 'So funktioniert die Wildcard', href: '#wildcard' },
}

export const startupPartnerWhat = {
  eyebrow: 'Was ist Spotlight?',
  title: 'Das digitale Pitch\u2011Event für B2B\u2011Startups',
  intro: `Startups reichen einen 60\u2011Sekunden-Video-Pitch ein, eine Jury bewertet, die Top\u00a0${spotlightFigures.finalists} und eine Wildcard pitchen im digitalen Finale vor ${spotlightFigures.angels} Business Angels.`,
  facts: [
    { value: spotlightFigures.startups, label: 'B2B-Startups' },
    { value: String(spotlightFigures.angels), label: 'Business Angels' },
    finalSeats,
    { value: '60\u00a0Sek.', label: 'pro Pitch' },
  ],
}

export const startupPartnerWhy = {
  eyebrow: 'Warum Spotlight',
  title: 'Warum es für dein Netzwerk zählt',
  items: [
    {
      icon: 'i-lucide-banknote',
      title: 'Direkter Zugang zu Kapital',
      text: `Deine Startups pitchen vor ${spotlightFigures.angels} Business Angels, statt monatelang Kontakte zu suchen.`,
    },
    {
      icon: 'i-lucide-heart-handshake',
      title: 'Echter Mehrwert für deine Community',
      text: 'Du bietest deinen Startups eine Bühne und ehrliches Feedback, ohne selbst ein Event zu organisieren.',
    },
    {
      icon: 'i-lucide-megaphone',
      title: 'Sichtbarkeit für deine Organisation',
      text: 'Gründer:innen, Jury und Angels sehen, wer die Startups ins Spotlight bringt.',
    },
  ],
}

// No eyebrows over the angels and the benefits: their headings say it (session 28: fewer labels over headings).
export const startupPartnerAngels = {
  title: 'Vor diesen Angels pitchen deine Startups',
  intro: `Drei der ${spotlightFigures.angels} Business Angels von ${spotlightEvent.name}\u00a0– alle verifiziert und mit echter Investment-Erfahrung.`,
  listLabel: 'Ausgewählte Business Angels',
  apply: 'Pitch einreichen',
  all: { label: `Alle ${spotlightFigures.angels} Angels ansehen`, href: '/spotlight#angels' },
}

export const startupPartnerWildcard = {
  eyebrow: 'Die Wildcard',
  title: `${WILDCARD_THRESHOLD} Startups anmelden, 1 Wildcard erhalten`,
  /** The one place the page says what the wildcard is worth (the hero names it, the steps say how). */
  intro: `Die Wildcard bringt ein Startup deiner Wahl direkt zu den ${topAngels}\u00a0– ohne Vorauswahl und ohne Jury-Bewertung.`,
  /** The counter a partner watches fill: a sample with one startup to go, captioned as what it shows (not as mock data). */
  counter: {
    title: 'So sieht dein Zähler aus',
    /** Beside the sign-up form, without the section's heading above it (round 26). */
    besideTitle: 'So sieht dein Wildcard-Zähler aus',
    of: 'von',
    unit: 'Startups angemeldet',
    label: 'Anmeldungen bis zur Wildcard',
    registered: 'Startup angemeldet',
    open: 'noch offen',
    ticket: 'Wildcard',
    locked: 'noch gesperrt',
    note: `Noch ein Startup, dann ist die Wildcard freigeschaltet: Du nennst uns dein Team, es pitcht direkt vor den ${topAngels}.`,
  },
}

export const startupPartnerProcess = {
  eyebrow: 'So funktioniert’s',
  title: 'In vier Schritten zur Wildcard',
  steps: [
    { title: 'Anmelden', text: 'Registriere deine Organisation über das kurze Partner-Formular.' },
    {
      title: 'Startups einladen',
      text: 'Teile Spotlight mit unseren fertigen Text- und Bildvorlagen in deinem Netzwerk.',
    },
    {
      title: `${WILDCARD_THRESHOLD} Anmeldungen erreichen`,
      text: 'Jedes Startup aus deinem Netzwerk, das sich anmeldet, füllt deinen Zähler.',
    },
    {
      title: 'Wildcard einlösen',
      text: 'Du entscheidest, welches Team die Chance am besten nutzt, und nennst es uns.',
    },
  ],
}

export const startupPartnerBenefits = {
  title: 'Was Startups und Partner bekommen',
  startups: {
    title: 'Für deine Startups',
    items: [
      '60\u2011Sekunden-Video-Pitch statt langem Pitch-Deck',
      `Chance auf das Finale vor ${spotlightFigures.angels} Business Angels`,
      'Feedback von Jury und Angels',
      `Zugang zur Plattform von ${site.name} und Tools im Wert von über 450\u00a0€`,
    ],
  },
  partners: {
    title: 'Für dich als Partner',
    items: [
      // The wildcard has its own section and the cost its figure above the list (round 25: each said twice more).
      'Logo-Platzierung auf der Website und im Jury-Portal',
      'Fertige Text- und Bildvorlagen für deine Kanäle',
    ],
    price: { label: 'Deine Kosten als Netzwerkpartner', value: '0\u00a0€' },
  },
}

type PartnerPhase = {
  /** Where the sign-up stands, shown in the hero; none while it is open. */
  notice?: string
  /** While open: the deadline and the final in one line under the hero's buttons (in place of the notice). */
  dates?: { deadline: string; final: string }
  /**
   * The startups' dates above their benefits, each part on a line of its own: both while open, the final until it is
   * over, none afterwards.
   */
  startupDates?: readonly [string, string]
  cta: { title: string; text?: string }
  /** The sign-up form while open; the community channel (a reminder for the next edition) afterwards. */
  button: { label: string; href?: string }
}

export const startupPartnerPhases: Record<EditionWindow, PartnerPhase> = {
  open: {
    dates: {
      deadline: `Anmeldung bis ${dayAndMonth(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}`,
      final: `Finale am ${dayAndMonth(spotlightEvent.final)}`,
    },
    // The deadline worded as the hero's, with its time (review 5 Nov: one said 22:00 Uhr, the other no time).
    startupDates: [
      `Bewerbungsphase bis ${dayAndMonth(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}`,
      `Finale am ${dayAndMonth(spotlightEvent.final)}`,
    ],
    // The deadline stands under the hero's buttons; the closing panel asks without repeating it.
    cta: { title: `Mach dein Netzwerk zum Teil von ${spotlightEvent.name}` },
    button: { label: 'Netzwerkpartner werden', href: '/startup-partner/form' },
  },
  closed: {
    startupDates: ['Bewerbungsphase beendet', `Finale am ${dayAndMonth(spotlightEvent.final)}`],
    notice: `Die Anmeldung für ${spotlightEvent.name} ist seit ${dateAndTime(spotlightEvent.pitchDeadline)} geschlossen. Das Finale ist am ${longDate(spotlightEvent.final)}.`,
    cta: {
      title: 'Beim nächsten Mal ist dein Netzwerk dabei',
      text: `Für ${spotlightEvent.name} ist die Anmeldung geschlossen. Im Community-Kanal erfährst du zuerst, wann die nächste Ausgabe startet.`,
    },
    button: { label: 'Nächste Ausgabe vormerken' },
  },
  over: {
    notice: `${spotlightEvent.name} ist vorbei\u00a0– danke an alle Netzwerkpartner! Die nächste Ausgabe kündigen wir im Community-Kanal an.`,
    cta: {
      title: 'Sei bei der nächsten Ausgabe Netzwerkpartner',
      text: 'Termine und Bewerbungsstart der nächsten Ausgabe erfährst du zuerst im Community-Kanal\u00a0– oder sprich direkt mit uns.',
    },
    button: { label: 'Nächste Ausgabe vormerken' },
  },
}

export const startupPartnerContact = {
  eyebrow: 'Persönlicher Kontakt',
  title: 'Fragen zur Netzwerkpartnerschaft?',
  text: 'Wir zeigen dir in 15\u00a0Minuten, wie die Wildcard funktioniert und welche Vorlagen du bekommst.',
  book: 'Termin vereinbaren',
  write: 'E-Mail schreiben',
  mailSubject: `Netzwerkpartner ${spotlightEvent.name}`,
}

/** Title and description once the edition's sign-ups have closed (+config.ts holds the open round's). */
export const startupPartnerHead: Record<Exclude<EditionWindow, 'open'>, { title: string; description: string }> = {
  closed: {
    title: `Netzwerkpartner\u00a0– ${spotlightEvent.name}: Anmeldung geschlossen`,
    description: `Die Anmeldung als Netzwerkpartner von ${spotlightEvent.name} ist geschlossen. Im Community-Kanal erfährst du zuerst, wann die nächste Ausgabe startet.`,
  },
  over: {
    title: `Netzwerkpartner\u00a0– nach ${spotlightEvent.name}`,
    description: `${spotlightEvent.name} ist vorbei\u00a0– danke an alle Netzwerkpartner! Termine der nächsten Ausgabe erfährst du zuerst im Community-Kanal.`,
  },
}
