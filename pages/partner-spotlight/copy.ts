import type { TimelineItem } from '../../components/spotlight/Timeline'
import { monthAndYear, numericDayMonth, shortDate, spotlightEvent } from '../../data/event'
import { finalPlaces, finalSeats, reachFigures, spotlightFigures } from '../../data/figures'
import { reachTiers } from '../../data/mediadaten'
import type { EditionWindow } from '../../data/timeline'

// Copy of the corporate partner page /partner-spotlight.
// The spec's buttons without a handler go to the booking calendar or a prefilled e-mail here.

export const partnerHero = {
  eyebrow: `Partner ${spotlightEvent.name}`,
  title: 'Werde Partner der',
  titleAccent: 'nächsten Gründergeneration.',
  // Says what Spotlight is (round 21: a sponsor arriving cold learnt it only in the timeline).
  // Four to five centred lines on a phone (round 26: seven); the eyebrow above names the edition.
  lead: `Das digitale Pitch-Event für B2B-Startups im DACH\u2011Raum: 60\u2011Sekunden-Pitches, Community-Voting und ein Live\u2011Finale vor ${spotlightFigures.angels} Business Angels. Deine Marke mittendrin.`,
  /**
   * The guarantee under its figure, in the card beside the text from 1024 px and under it on phones (session 28: a
   * check row of the same facts stood on phones; the guarantee is written as on /mediadaten-spotlight, never „600.000+“).
   */
  reachNote: 'Kontakte über Startups, Angels, Jury und Partner',
  request: 'Partnerschaft anfragen',
  // One label per action on the whole page (round 21: three labels for the booking calendar, two for the mail).
  consultation: 'Gespräch buchen',
  mediadaten: { label: 'Mediadaten ansehen', href: '/mediadaten-spotlight' },
}

/** Partnerships are requested for the coming edition: after the pitch deadline the page says so. */
export const partnerPhaseNotice: Record<EditionWindow, string | undefined> = {
  open: undefined,
  closed: `${spotlightEvent.name} ist in der Schlussphase: Die Jury bewertet, das Finale folgt am ${shortDate(spotlightEvent.final)}. Partnerschaften für die nächste Ausgabe kannst du schon jetzt anfragen.`,
  over: `${spotlightEvent.name} ist vorbei\u00a0– danke an alle Partner! Partnerschaften für die nächste Ausgabe kannst du schon jetzt anfragen.`,
}

export const partnerMail = {
  subject: `Partnerschaft ${spotlightEvent.name}`,
  body: `Hallo Spotlight-Team,\n\nwir möchten Partner von ${spotlightEvent.name} werden und freuen uns auf ein Gespräch.\n\nUnternehmen:\nAnsprechperson:\nTelefon:\n\nViele Grüße`,
}

type Source = { icon: string; title: string; figure: { value: string; label: string }; text: string }

/**
 * The three audiences, one figure each (round 21: the jury's card carried a second, the seats filled, and the cards
 * read as parts of the total under them; the total now shows its own parts).
 */
const sources: Source[] = [
  {
    icon: 'i-lucide-rocket',
    title: 'Gründer:innen',
    figure: { value: spotlightFigures.startups, label: 'B2B-Startups, Pre-Seed bis Seed' },
    text: 'Entscheider:innen junger B2B-Unternehmen, die Tools, Partner und Kapital suchen.',
  },
  {
    icon: 'i-lucide-gem',
    title: 'Business Angels',
    figure: { value: String(spotlightFigures.angels), label: 'im Finale, verifiziert' },
    text: 'Erfahrene Investor:innen und Unternehmer:innen mit Budget und Netzwerk.',
  },
  {
    icon: 'i-lucide-network',
    title: 'Jury & Ökosystem',
    // The jury's followers stand in the reach under the cards (round 26: „120.000+“ twice).
    figure: { value: String(spotlightFigures.jurySeats), label: 'Plätze in der Jury' },
    text: 'Hubs, Acceleratoren, Gründungsnetzwerke und Medien, die das Event in ihren Kanälen teilen.',
  },
]

export const partnerAudience = {
  eyebrow: 'Zielgruppe & Reichweite',
  title: 'Wen du mit Spotlight erreichst',
  intro:
    'Eine kuratierte B2B-Zielgruppe ohne Streuverlust\u00a0– jede Gruppe teilt das Event in ihrem eigenen Netzwerk.',
  sources,
  total: {
    label: 'Garantierte Reichweite',
    value: reachTiers.guaranteed.value,
    note: 'Kontakte garantiert\u00a0– mit deinem Logo dabei.',
  },
  mediadaten: { label: 'So rechnen wir', href: '/mediadaten-spotlight#zusammensetzung' },
  quality: ['100\u00a0% B2B', 'über 95\u00a0% DACH', 'über 80\u00a0% Entscheider:innen'],
}

export const partnerQuote = {
  text: 'Spotlight bringt unsere Startups in 60\u00a0Sekunden vor Investor:innen, die sie sonst monatelang suchen würden. Für uns als Hub ist das der direkteste Weg, echten Mehrwert zu stiften\u00a0– und sichtbar zu sein, wo die Gründerszene hinschaut.',
  name: 'Franziska Albrecht',
  role: 'Ecosystem Lead, Hafenkante Startup Hub',
  image: '/images/people/franziska-albrecht.svg',
}

const timelineItems: TimelineItem[] = [
  {
    date: `${numericDayMonth(spotlightEvent.start)}–${shortDate(spotlightEvent.pitchDeadline)}`,
    title: 'Wildcard-Voting',
    icon: 'i-lucide-thumbs-up',
    description: `Die Community stimmt über Platz\u00a0${spotlightFigures.finalists + 1} ab. Partner-Logos erscheinen auf der Website und in allen Voting-Aufrufen.`,
    past: `Die Community stimmte über Platz\u00a0${spotlightFigures.finalists + 1} ab. Partner-Logos erschienen auf der Website und in allen Voting-Aufrufen.`,
    highlight: false,
    runs: ['voting'],
    doneFrom: 'jury',
  },
  {
    date: shortDate(spotlightEvent.pitchDeadline),
    title: 'Einreichungsschluss & Jury-Start',
    icon: 'i-lucide-inbox',
    description: 'Alle Pitches liegen vor, die Jury beginnt mit der Bewertung. Dein Logo steht im Jury-Portal.',
    past: 'Alle Pitches lagen vor, die Jury begann mit der Bewertung. Die Partner-Logos standen im Jury-Portal.',
    highlight: false,
    runs: [],
    doneFrom: 'jury',
  },
  {
    date: `${numericDayMonth(spotlightEvent.juryStart)}–${shortDate(spotlightEvent.final)}`,
    title: 'Jury-Bewertung',
    icon: 'i-lucide-star',
    description: `Jedes Jury-Mitglied bewertet ${spotlightFigures.pitchesPerJuror} Pitches. Peak-Phase der Aufmerksamkeit in Social Media.`,
    past: `Jedes Jury-Mitglied bewertete ${spotlightFigures.pitchesPerJuror} Pitches\u00a0– die Peak-Phase der Aufmerksamkeit in Social Media.`,
    highlight: false,
    runs: ['jury'],
    doneFrom: 'final',
  },
  {
    date: shortDate(spotlightEvent.final),
    title: 'Digitales Finale',
    icon: 'i-lucide-trophy',
    description: `Die ${finalPlaces} pitchen live vor ${spotlightFigures.angels} Business Angels\u00a0– mit Nennung aller Partner.`,
    past: `Die ${finalPlaces} pitchten live vor ${spotlightFigures.angels} Business Angels\u00a0– mit Nennung aller Partner.`,
    highlight: true,
    runs: ['final'],
    doneFrom: 'over',
  },
  {
    date: `Ab ${monthAndYear(new Date(Date.parse(spotlightEvent.end) + 15 * 86_400_000).toISOString())}`,
    title: 'Nachberichterstattung',
    icon: 'i-lucide-newspaper',
    description: 'Recaps, Interviews und Social-Media-Features: Die Inhalte wirken über sechs Monate nach.',
    past: 'Recaps, Interviews und Social-Media-Features nach dem Finale: Die Inhalte wirken über Monate nach.',
    highlight: false,
    runs: [],
    doneFrom: 'over',
  },
]

export const partnerTimeline = {
  eyebrow: 'Termine',
  title: { running: 'Die wichtigsten Termine', over: `So lief ${spotlightEvent.name}` },
  intro: {
    // One sentence that flows in the narrow column (round 26: „Von der Voting-Phase bis / zur Nachberichterstattung:“).
    running: 'Wann deine Marke wo zu sehen ist, von der Voting-Phase bis zur Nachberichterstattung.',
    over: 'So verteilte sich die Sichtbarkeit der Partner von der Voting-Phase bis zur Nachberichterstattung. Die Termine der nächsten Ausgabe folgen.',
  },
  items: timelineItems,
}

export const partnerBenefits = {
  eyebrow: 'Partner-Benefits',
  title: 'Was du als Partner bekommst',
  categories: [
    {
      icon: 'i-lucide-eye',
      title: 'Sichtbarkeit',
      items: [
        'Logo auf der Event-Website und im Jury\u2011Portal',
        'Drei garantierte Social-Media-Features',
        'Nennung im digitalen Finale',
      ],
    },
    {
      icon: 'i-lucide-handshake',
      title: 'Zugang',
      items: [
        `Einblick in den Dealflow von ${spotlightFigures.startups} B2B\u2011Startups`,
        `Kontakt zu ${spotlightFigures.angels} Business Angels und der Jury`,
        'Einladung zu unseren Invite-only Events',
      ],
    },
    {
      icon: 'i-lucide-sparkles',
      title: 'Wirkung',
      items: [
        'Sichtbar als Förderer des Preisgelds im Finale',
        'Employer Branding bei Gründer:innen und Talenten',
        'Reporting mit Reichweite und Kennzahlen nach dem Event',
      ],
    },
  ],
  /** The page's strongest promise, on its own under the three lists (round 21: a bullet under „Wirkung“). */
  promise: {
    value: spotlightFigures.partnerBudgetAsPrize,
    // A sentence of its own beside the figure (round 26: „deines Partnerbudgets …“ began in lower case).
    title: 'Dein ganzes Partnerbudget wird Preisgeld',
    text: `Wir behalten nichts davon ein: Das gesamte Budget geht an die ${finalSeats.value} Startups im Finale\u00a0– die Top\u00a0${spotlightFigures.finalists} der Jury und die Wildcard der Community.`,
  },
}

export const partnerBooking = {
  eyebrow: 'Termin vereinbaren',
  title: 'Lass uns über deine Partnerschaft sprechen',
  text: 'In 15\u00a0Minuten finden wir gemeinsam heraus, welche Partnerschaft zu deinen Zielen passt\u00a0– Umfang, Budget und Termine. Lieber schriftlich? Wir antworten innerhalb von 24\u00a0Stunden.',
  facts: ['15\u00a0Minuten', 'Kostenlos', 'Unverbindlich'],
  person: {
    title: 'Dein Kontakt für Partnerschaften',
    text: 'Schick uns deine Anfrage per E-Mail\u00a0– oder buch dir direkt einen Termin.',
    book: partnerHero.consultation,
    write: partnerHero.request,
  },
}

/** Title and description in each window (+config.ts holds the default). */
export const partnerHead: Record<EditionWindow, { title: string; description: string }> = {
  open: {
    title: `Partner werden\u00a0– ${spotlightEvent.name}`,
    description: `Werde Partner von ${spotlightEvent.name}: Sichtbarkeit bei ${spotlightFigures.startups} B2B-Startups, ${spotlightFigures.angels} Business Angels und über ${reachFigures.guaranteed} Kontakten. Jetzt 15-Minuten-Gespräch buchen.`,
  },
  closed: {
    title: 'Partner werden\u00a0– Spotlight',
    description: `Werde Partner der nächsten Spotlight-Ausgabe: Sichtbarkeit bei ${spotlightFigures.startups} B2B-Startups, Business Angels und über ${reachFigures.guaranteed} Kontakten. Jetzt Gespräch buchen.`,
  },
  over: {
    title: 'Partner werden\u00a0– Spotlight',
    description: `Werde Partner der nächsten Spotlight-Ausgabe: Sichtbarkeit bei ${spotlightFigures.startups} B2B-Startups, Business Angels und über ${reachFigures.guaranteed} Kontakten. Jetzt Gespräch buchen.`,
  },
}
