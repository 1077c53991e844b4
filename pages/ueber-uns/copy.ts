import { z } from 'zod'
import type { FaqItem } from '../../data/content'
import { launch, monthAndYear, numericDayMonth, shortDate, spotlightEvent } from '../../data/event'
import { classicFundraisingMonths, finalSeats, platformFigures, spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'
import { firstName, team } from '../../data/team'
import { type LaunchStage, perLaunch, type StepStatus } from '../../data/timeline'

// Copy of the about page /ueber-uns (also /about). The co-founders are in data/team.ts.
// Early-access capacity and angels: data/figures.ts (the spec's 400 startups + 100 angels here are not used);
// the launch of data/event.ts: before it the page invites to the early access, after it to register.

const places = platformFigures.earlyAccessPlaces
const months = platformFigures.freeMonths
/** Founders' working time that goes into a round, at most (the spec's „up to 50% of founder time“), in percent. */
const fundraisingShare = 50

/** Spec "Values card": title, description, stats label (one icon colour for all four, round 22). */
export const valueCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(40),
  statsLabel: z.string().min(1),
  icon: z.string().startsWith('i-lucide-'),
})
export type ValueCard = z.infer<typeof valueCardSchema>

export const aboutHero = {
  eyebrow: 'Über uns',
  title: 'Wir bringen gute Ideen und passendes Kapital\u00a0zusammen',
  primary: perLaunch({ prelaunch: 'Early Access anmelden', launched: 'Kostenlos registrieren' }),
  lead: 'OnePitch ist ein Team aus München, das Fundraising selbst erlebt hat\u00a0– mit allen Umwegen. Deshalb reicht bei uns ein 60\u2011Sekunden-Video-Pitch, damit die richtigen Business Angels dein Startup finden.',
}

/**
 * The company's way so far beside the hero's title: the founding, the first Spotlight edition and the launch, each
 * in the tense of the visitor's day (round 20: a group portrait of the founders repeated the team cards below).
 */
export const aboutJourney = {
  label: 'Unser Weg',
  founding: {
    date: String(site.foundingYear),
    title: `Gegründet in ${site.city}`,
    text: 'Drei Gründer:innen, die Fundraising von beiden Seiten kennen: als Startup und als Angel.',
    /** Beside their faces: the founders' first names, listed as /kontakt lists them. */
    team: new Intl.ListFormat('de').format(team.map(firstName)),
  },
  spotlight: {
    date: `${numericDayMonth(spotlightEvent.applicationsOpen)}–${shortDate(spotlightEvent.final)}`,
    title: spotlightEvent.name,
    href: '/spotlight',
    /** The step's one link when no vote runs. */
    more: 'Zum Spotlight',
    /** While the community votes: the way to the vote. */
    vote: {
      label: `Wildcard-Voting läuft bis ${numericDayMonth(spotlightEvent.pitchDeadline)}`,
      href: '/wildcard-voting',
    },
    text: {
      next: `Unser erstes Pitch-Event: ${finalSeats.value} Startups pitchen im digitalen Finale vor ${spotlightFigures.angels} Business Angels.`,
      current: `Unser erstes Pitch-Event läuft: Im Finale am ${numericDayMonth(spotlightEvent.final)} pitchen ${finalSeats.value} Startups vor ${spotlightFigures.angels} Business Angels.`,
      done: `Unser erstes Pitch-Event: ${finalSeats.value} Startups pitchten im digitalen Finale vor ${spotlightFigures.angels} Business Angels.`,
    } satisfies Record<StepStatus, string>,
  },
  launch: {
    date: shortDate(launch.date),
    title: 'Launch der Plattform',
    text: {
      prelaunch: `Early Access mit ${places} Plätzen für Startups und Angels, ${months}\u00a0Monate kostenlos.`,
      launched: `Seit ${monthAndYear(launch.date)} live: Startups und Angels registrieren sich kostenlos.`,
    } satisfies Record<LaunchStage, string>,
  },
  status: { done: 'erledigt', current: 'läuft gerade', next: 'steht bevor' } satisfies Record<StepStatus, string>,
  /** The visible pill beside the running step's date (a purple dot alone did not say it, review 5 Nov). */
  running: 'Läuft',
}

export const aboutVision = {
  eyebrow: 'Unsere Vision',
  // Short enough for two or three lines on a phone (the marathon clause made four, review 5 Nov; the first paragraph
  // says what the marathon is).
  title: 'Fundraising, das sich nach Aufbauen anfühlt',
  paragraphs: [
    'Heute dauert eine Pre-Seed- oder Seed-Runde vier bis sechs Monate. Gründer:innen verbringen bis zur Hälfte ihrer Arbeitszeit mit Recherche, Decks und Nachfassen\u00a0– und hören von vielen Investoren nie wieder etwas.',
    'Wir glauben: Eine gute Idee sollte nicht an Kontakten oder Timing scheitern. Deshalb bringen wir Startups schneller mit Angels zusammen, die ihre Branche, Phase und Ticketgröße wirklich verstehen.',
  ],
  /**
   * The vision in the founders' words, signed by the team as a whole (session 32 fix round: signed by Selin, who is
   * quoted again in her card below; the spec asks for a quote in the vision, not for whose).
   */
  quote: {
    text: 'Die beste Idee verdient das passende Kapital\u00a0– nicht das lauteste Pitch\u2011Deck.',
    author: 'Das Gründungsteam',
    role: new Intl.ListFormat('de').format(team.map(firstName)),
  },
  /**
   * The first paragraph's two figures (the spec's „4-6 months, up to 50% of founder time“) drawn as one chart: a
   * founder's working time during a round, the fundraising share against the rest (session 32 fix round: as two large
   * figures they repeated the paragraph beside them).
   */
  chart: {
    title: 'Arbeitszeit während einer Runde von',
    /** The round's months, kept on one line (at 390 px „4–“ ended a line). */
    months: `${classicFundraisingMonths.join('–')}\u00a0Monaten`,
    /** The one figure, set large once: fundraising's share („bis zu“ small before it). */
    figure: { prefix: 'bis zu', value: `${fundraisingShare}\u00a0%` },
    /** The stacked bar's two parts and the legend's two items, in the bar's order. */
    rows: [
      { label: 'Fundraising', share: fundraisingShare },
      { label: 'Produkt, Kunden und Team', share: 100 - fundraisingShare },
    ],
  },
}

export const aboutSolution = {
  eyebrow: 'Unsere Lösung',
  title: `Ein Pitch. ${platformFigures.angels} verifizierte Angels.`,
  intro: 'Statt Dutzender Termine nimmst du einmal ein Video auf. Den Rest übernimmt das Matching.',
  items: [
    {
      title: '60\u2011Sekunden-Video-Pitch',
      text: 'Du erzählst, was dich antreibt\u00a0– im Hochformat, so wie Angels heute Inhalte schauen.',
      icon: 'i-lucide-video',
    },
    {
      title: 'KI-Matching',
      text: 'Branchenfokus, Ticketgröße und Phase entscheiden, welche Angels dich sehen.',
      icon: 'i-lucide-sparkles',
    },
    {
      title: 'Verifizierte Angels',
      text: 'Kein öffentlicher Zugriff, keine Weitergabe, kein Download.',
      icon: 'i-lucide-shield-check',
    },
  ],
  note: 'Kein Crowdfunding, keine Erfolgsprovision, keine Vermittlungsgebühr.',
}

export const aboutStages = {
  title: 'Zwei Phasen, du entscheidest, wann',
  stages: [
    {
      id: 'hello' as const,
      name: 'Say Hello',
      price: 'Kostenlos',
      priceNote: 'für Startups unter 50.000\u00a0€ Jahresumsatz',
    },
    {
      id: 'funding' as const,
      name: 'Fundraising',
      price: '299\u00a0€',
      priceNote: 'pro Monat\u00a0– aktiviert, wenn du bereit bist',
    },
  ],
}

/**
 * The early-access call under the stages. The offer itself (places, free months) is told once, in the hero's way
 * (its launch step): here only the date and what it costs (review 5 Nov: the two panels said the same).
 */
export const aboutEarlyAccess = {
  prelaunch: {
    title: `Sei beim Launch am ${shortDate(launch.date)}\u00a0dabei`,
    text: 'Kostenlos und ohne Kreditkarte.',
    primary: 'Early Access anmelden',
  },
  launched: {
    title: 'Sei bei OnePitch dabei',
    text: `Die ersten ${months}\u00a0Monate gratis\u00a0– ohne Kreditkarte.`,
    primary: 'Jetzt registrieren',
  },
} satisfies Record<LaunchStage, { title: string; text: string; primary: string }>

export const aboutFaq: FaqItem[] = [
  {
    id: 'was',
    question: 'Was ist OnePitch?',
    answer: `OnePitch ist eine Pitch-Plattform: Startups nehmen einmal einen 60\u2011Sekunden-Video-Pitch auf, und unser KI-Matching zeigt ihn ${platformFigures.angels} spezialisierten, verifizierten Business Angels\u00a0– passend zu deren Branchenfokus, Ticketgröße und Phase.`,
  },
  {
    id: 'crowdfunding',
    question: 'Ist OnePitch eine Crowdfunding-Plattform?',
    answer:
      'Nein. Wir vermitteln keine Kleinanlagen und nehmen weder Erfolgs- noch Vermittlungsprovision. Angels und Startups schließen ihren Deal direkt miteinander ab.',
  },
  {
    id: 'kosten',
    question: 'Was kostet OnePitch?',
    answer: `Die Say-Hello-Phase ist für Startups unter 50.000\u00a0€ Jahresumsatz kostenlos. Die Fundraising-Phase kostet 299\u00a0€ pro Monat und wird erst aktiviert, wenn du bereit bist. Neue Mitglieder nutzen die ersten ${months}\u00a0Monate kostenlos.`,
  },
  {
    id: 'sichtbarkeit',
    question: 'Wer kann meinen Pitch sehen?',
    answer:
      'Nur verifizierte Angels mit ausdrücklichem Matching-Zugang. Standardmäßig sehen sie deinen Pitch und ein kompaktes Profil; Deck, Kontaktdaten, Updates und Watchlist-Zugang teilst du auf Anfrage. Kein öffentlicher Zugriff, keine Weitergabe, kein Download.',
  },
  {
    id: 'standort',
    question: 'Wo sitzt ihr?',
    answer:
      'Unser Team arbeitet in München. Die Plattform richtet sich an Startups und Angels im gesamten deutschsprachigen Raum.',
  },
]

/** A founder's bio on this page: its first sentence (the cards carry one line of bio and one of motivation). */
export const shortBio = (bio: string) => bio.split(/(?<=[.!?])\s+/)[0] ?? bio

export const aboutTeam = {
  eyebrow: 'Das Gründungsteam',
  title: 'Drei Menschen, ein Ziel: Fundraising neu denken',
  intro: 'Wir haben selbst gegründet, investiert und Plattformen gebaut\u00a0– und wissen, wo es hakt.',
}

/** The closing section's eyebrow (it stood as a bare heading on the FAQ's white, review 5 Nov). */
export const aboutNextSteps = { eyebrow: 'Loslegen', title: 'Bereit für den nächsten Schritt?' }

export const aboutValues = {
  eyebrow: 'Unsere Werte',
  title: 'Woran wir uns messen lassen',
}

export const values: ValueCard[] = z.array(valueCardSchema).parse([
  {
    title: 'Transparenz',
    description:
      'Du weißt immer, wer deinen Pitch sieht und was mit deinen Daten passiert. Deck und Kontaktdaten teilst du nur auf Anfrage.',
    statsLabel: 'DSGVO-konform, kein Download',
    icon: 'i-lucide-eye',
  },
  {
    title: 'Effizienz',
    description:
      'Ein Video statt Dutzender Erstgespräche: Angels entscheiden in einer Minute, ob sie mehr wissen wollen\u00a0– Gründer:innen sparen Wochen.',
    statsLabel: '60\u00a0Sekunden statt 30 Folien',
    icon: 'i-lucide-zap',
  },
  {
    title: 'Fairness',
    description:
      'Jedes Startup bekommt dieselbe Bühne, unabhängig von Netzwerk oder Wohnort. Wir verdienen nicht an deinem Deal, sondern an einem klaren Abo.',
    statsLabel: '0\u00a0% Erfolgsprovision',
    icon: 'i-lucide-scale',
  },
  {
    title: 'Innovation',
    description:
      'Wir verbinden Video, KI-Matching und Deal-Tracking zu einem Werkzeug, das es so im deutschsprachigen Raum noch nicht gab.',
    statsLabel: 'KI-Matching nach Fokus, Phase und Ticket',
    icon: 'i-lucide-lightbulb',
  },
])

export const aboutCtaCards = [
  {
    id: 'startups',
    eyebrow: 'Für Startups',
    title: 'Zeig in 60\u00a0Sekunden, was dein Startup kann',
    text: 'Nimm deinen Video-Pitch auf und lass dich von Angels finden, die zu deiner Branche, Phase und Ticketgröße passen.',
    href: '/startups',
    label: 'Jetzt pitchen',
    icon: 'i-lucide-video',
  },
  {
    id: 'angels',
    eyebrow: 'Für Business Angels',
    title: 'Entdecke Startups, bevor es alle anderen tun',
    text: 'Kuratierte Video-Pitches statt Deck-Flut: Swipe durch Startups, die zu deinem Investmentfokus passen.',
    href: '/angels',
    label: 'Deal Flow sichern',
    icon: 'i-lucide-trending-up',
  },
] as const
