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
  lead: `Melde Startups aus deinem Netzwerk an\u00a0– ab ${WILDCARD_THRESHOLD} Anmeldungen erhältst du eine Wildcard: Ein Startup deiner Wahl geht direkt zu den ${topAngels}. Kostenlos.`,
  primary: { label: 'Netzwerkpartner werden', href: '/startup-partner/form' },
  secondary: { label: 'So funktioniert die Wildcard', href: '#wildcard' },
  facts: ['Keine Kosten', 'Logo auf Website & Jury-Portal', 'Fertige Vorlagen'],
}

export const startupPartnerWhat = {
  eyebrow: 'Was ist Spotlight?',
  title: 'Das digitale Pitch-Event für B2B-Startups',
  intro: `Startups reichen einen 60\u2011Sekunden-Video-Pitch ein, eine Jury bewertet, die Top\u00a0${spotlightFigures.finalists} und eine Wildcard pitchen vor ${spotlightFigures.angels} Business Angels. Das Finale findet am ${longDate(spotlightEvent.final)} digital statt.`,
  facts: [
    { value: spotlightFigures.startups, label: 'B2B-Startups' },
    { value: String(spotlightFigures.angels), label: 'Business Angels' },
    finalSeats,
    { value: '60\u00a0Sek.', label: 'pro Pitch' },
  ],
}

export const startupPartnerWhy = {
  eyebrow: 'Warum es für dein Netzwerk zählt',
  items: [
    {
      icon: 'i-lucide-banknote',
      title: 'Direkter Zugang zu Kapital',
      text: `Deine Startups pitchen vor ${spotlightFigures.angels} Business Angels, statt monatelang Kontakte zu suchen.`,
    },
    {
      icon: 'i-lucide-heart-handshake',
      title: 'Echter Mehrwert für deine Community',
      text: 'Du bietest deinen Startups eine Bühne, Feedback und Tools im Wert von über 450\u00a0€.',
    },
    {
      icon: 'i-lucide-megaphone',
      title: 'Sichtbarkeit für deine Organisation',
      text: 'Dein Logo erscheint auf der Website und im Jury-Portal\u00a0– vor Gründer:innen, Jury und Angels.',
    },
  ],
}

export const startupPartnerAngels = {
  eyebrow: 'Die Angels',
  title: 'Vor diesen Angels pitchen deine Startups',
  intro: `Drei der ${spotlightFigures.angels} Business Angels von ${spotlightEvent.name}\u00a0– alle verifiziert und mit echter Investment-Erfahrung.`,
  listLabel: 'Ausgewählte Business Angels',
  apply: 'Pitch einreichen',
  all: { label: `Alle ${spotlightFigures.angels} Angels ansehen`, href: '/spotlight#angels' },
}

export const startupPartnerWildcard = {
  eyebrow: 'Die Wildcard',
  title: `${WILDCARD_THRESHOLD} Startups anmelden, 1 Wildcard erhalten`,
  intro: `Sobald ${WILDCARD_THRESHOLD} Startups aus deinem Netzwerk registriert sind, erhältst du eine Wildcard.`,
  points: [
    `Ein Startup deiner Wahl geht direkt zu den ${topAngels}.`,
    'Keine Vorauswahl und keine Jury-Bewertung für dein Wildcard-Startup.',
    'Du entscheidest, welches Team die Chance am besten nutzt.',
  ],
  /** The counter a partner watches fill: a sample with one startup to go. */
  counter: {
    title: 'Dein Wildcard-Zähler',
    /** Beside the sign-up form: what the sample is, in place of the sample chip (round 26). */
    besideTitle: 'So sieht dein Wildcard-Zähler aus',
    sample: 'Beispieldaten',
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
      text: `Sobald ${WILDCARD_THRESHOLD} Startups aus deinem Netzwerk registriert sind, ist deine Wildcard freigeschaltet.`,
    },
    {
      title: 'Wildcard einlösen',
      text: `Nenne uns dein Startup\u00a0– es pitcht direkt vor den ${topAngels}.`,
    },
  ],
}

export const startupPartnerBenefits = {
  eyebrow: 'Vorteile',
  title: 'Was Startups und Partner bekommen',
  startups: {
    title: 'Für deine Startups',
    dates: [
      { label: 'Bewerbungsphase', value: `bis ${dayAndMonth(spotlightEvent.pitchDeadline)}` },
      { label: 'Finale', value: `am ${dayAndMonth(spotlightEvent.final)}` },
    ],
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
      'Logo-Platzierung auf der Website und im Jury-Portal',
      'Fertige Text- und Bildvorlagen für deine Kanäle',
      `Eine Wildcard ab ${WILDCARD_THRESHOLD} registrierten Startups`,
      'Keine Kosten\u00a0– die Partnerschaft ist kostenlos',
    ],
    price: { label: 'Deine Kosten als Netzwerkpartner', value: '0\u00a0€' },
  },
}

type PartnerPhase = {
  /** Where the sign-up stands, shown in the hero; none while it is open. */
  notice?: string
  cta: { title: string; text: string }
  /** The sign-up form while open; the community channel (a reminder for the next edition) afterwards. */
  button: { label: string; href?: string }
}

export const startupPartnerPhases: Record<EditionWindow, PartnerPhase> = {
  open: {
    cta: {
      title: `Mach dein Netzwerk zum Teil von ${spotlightEvent.name}`,
      text: `Die Bewerbungsphase läuft bis ${longDate(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}. Jetzt anmelden und die Wildcard sichern.`,
    },
    button: { label: 'Netzwerkpartner werden', href: '/startup-partner/form' },
  },
  closed: {
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
