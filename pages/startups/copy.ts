import type { FaqItem, StageTabItem, StatItem } from '../../data/content'
import { launch, shortDate } from '../../data/event'
import { classicFundraising, platformFigures } from '../../data/figures'
import type { StartupId } from '../../data/startups'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy and figures of /startups. Angel counts are the platform's (data/figures.ts);
// what founders gained on the platform (search time, answer rate, weeks to closing) is shown after the
// launch only, before it the figures say what the product offers.

const angels = platformFigures.angels
const months = platformFigures.freeMonths

export const hero = {
  eyebrow: 'Für Startups',
  title: 'Ein Pitch.',
  titleAccent: `${angels} Angels.`,
  lead: 'Nimm einmal deinen 60\u2011Sekunden-Video-Pitch auf\u00a0– die KI zeigt ihn genau den verifizierten Business Angels, die in deine Branche, deine Phase und deine Ticketgröße investieren.',
  trust: ['Kein Crowdfunding', 'Keine Erfolgsprovision', 'DSGVO-konform'],
}

export const problem = {
  eyebrow: 'Das Problem',
  title: 'Fundraising kostet dich, was dein Startup am dringendsten braucht',
  intro:
    'Sechs Schmerzpunkte, die fast jedes Gründungsteam zwischen Pre-Seed und Seed kennt\u00a0– und die OnePitch gezielt abstellt.',
}

/**
 * The six fundraising pains founders name most. The two that are measured lead with their figure, set large (session
 * 30 review: six like text rows read as a template); the title then finishes the figure's sentence.
 */
export const pains = [
  {
    id: 'dauer',
    icon: 'i-lucide-calendar-clock',
    figure: classicFundraising,
    title: 'dauert eine Finanzierungsrunde',
    text: 'Ein halbes Jahr voller Termine, Decks und Nachfassen\u00a0– während der Markt nicht auf dich wartet.',
  },
  {
    id: 'arbeitszeit',
    icon: 'i-lucide-hourglass',
    figure: '50\u00a0%',
    title: 'der Arbeitszeit gehen verloren',
    text: 'Jede zweite Stunde fließt in Investorensuche statt in Produkt, Kunden und Team.',
  },
  {
    id: 'recherche',
    icon: 'i-lucide-search',
    title: 'Tagelange Recherche nach passenden Angels',
    text: 'Wer investiert in B2B-SaaS, Pre-Seed, 50.000\u00a0€ Ticket? Listen durchforsten, LinkedIn durchklicken, raten.',
  },
  {
    id: 'timing',
    icon: 'i-lucide-trending-down',
    title: 'Timing und Momentum verpuffen',
    text: 'Bis der letzte Termin steht, ist der Schwung der ersten Gespräche weg. Fundraising braucht Tempo.',
  },
  {
    id: 'antwort',
    icon: 'i-lucide-mail-x',
    title: 'Keine Antwort von Investoren',
    text: 'Kalte E-Mails landen im Stapel. Ohne warmes Intro bleiben auch starke Startups unsichtbar.',
  },
  {
    id: 'feedback',
    icon: 'i-lucide-message-circle-off',
    title: 'Kein Feedback bei Absagen',
    text: 'Ein knappes „passt gerade nicht“ erklärt nichts\u00a0– und du wiederholst dieselben Fehler im nächsten Pitch.',
  },
] as const

export const howItWorks = {
  eyebrow: 'So funktioniert’s',
  title: 'Eine Plattform für jede Phase deiner Finanzierung',
  intro:
    'Du entscheidest, wann du sichtbar wirst: Beziehungen aufbauen, aktiv Kapital einsammeln oder Investoren nach dem Closing informieren.',
}

/**
 * The sample pitch each stage's view shows (data/startup-entries.ts): a Say-Hello pitch between rounds in the feed, a
 * Fundraising one in a round, and after the closing the sender of an update. The feed's not the hero's Wattlinie
 * (session 30 review: the tab repeated the hero's card).
 */
export const stageSamples: Record<StageTabItem['id'], StartupId> = {
  // One sample through its three phases (session 32 review): on watchlists, in its round, after it.
  hello: 'glanzregal',
  funding: 'glanzregal',
  relations: 'glanzregal',
}

/**
 * The angels in the founder's views of Glanzregal (retail): who keeps its Say-Hello pitch on a watchlist, and the
 * angels whose focus the matching finds for its round (Retail Tech, B2B-Marktplätze, Marktplätze in data/angels.ts),
 * each with an intro request to answer.
 */
export const stageAngels = {
  watchers: ['leyla-reiter', 'marco-bellini', 'aylin-kaya'],
  requests: ['leyla-reiter', 'marco-bellini', 'kwame-mensah'],
} as const

/** The three-stage switcher (a StageTab per stage), hello first: the free stage is where a founder starts. */

export const stageTabs: StageTabItem[] = [
  {
    id: 'hello',
    stage: 'Say Hello',
    title: 'Beziehungen aufbauen, bevor du Geld brauchst',
    subtitle: 'Zwischen den Runden',
    primaryMetric: '0\u00a0€',
    primaryLabel: 'für Startups unter 50.000\u00a0€ Jahresumsatz',
    features: [
      'Dein 60\u2011Sekunden-Pitch und ein kompaktes Profil',
      'Angels setzen dich auf ihre Watchlist',
      'Founder-Updates an alle Interessierten mit einem Klick',
      'Deck und Kontaktdaten teilst du nur auf Anfrage',
    ],
    description:
      'Investoren lernen dich kennen, lange bevor die nächste Runde startet. Wenn es so weit ist, sprichst du mit Menschen, die deine Entwicklung schon verfolgt haben.',
  },
  {
    id: 'funding',
    stage: 'Fundraising',
    title: 'Aktiv Kapital einsammeln\u00a0– mit KI-Rückenwind',
    subtitle: 'Wenn du bereit bist',
    primaryMetric: '299\u00a0€',
    primaryLabel: 'pro Monat, ohne Erfolgsprovision',
    features: [
      'Vollständiges Profil mit Deck, Kennzahlen und Team',
      'KI-Deal-Summaries für jeden passenden Angel',
      'Deal-Tracking vom ersten Kontakt bis zum Closing',
      'Verbindungen zu Co-Investoren für deine Runde',
      'Analytics: wer deinen Pitch sieht und wie lange',
    ],
    description:
      'Sobald du die Fundraising-Phase aktivierst, spielt das KI-Matching deinen Pitch gezielt an Angels mit passendem Fokus, Ticket und Phase aus.',
  },
  {
    id: 'relations',
    stage: 'Investorenpflege',
    title: 'Investoren begeistert halten\u00a0– auch nach dem Closing',
    subtitle: 'Nach der Runde',
    primaryMetric: '60\u00a0%',
    primaryLabel: 'schnellere Folgerunden',
    features: [
      'Investor-Relations-Updates an alle Angels auf einmal',
      'Watchlist-Angels bleiben für die nächste Runde informiert',
      'Analytics zu Öffnungen und Reaktionen',
      'Dein Netzwerk wächst mit jeder Runde mit',
    ],
    description:
      'Gute Updates sind die beste Vorbereitung auf die nächste Runde. OnePitch hält deine Investoren auf dem Laufenden, ohne dass du Verteiler pflegen musst.',
  },
]

/**
 * The figures band, once founders have used the platform: what changed for them. Before the launch it is left out
 * (round 24: its figures then were the hero's angels, the pitch's length, the early-access places and the free months
 * – each said elsewhere on the page, or beside the 300+ angels a confusing 200).
 */
export const stats = {
  title: perLaunch({ prelaunch: 'Was dich zum Launch erwartet', launched: 'Weniger Suche, mehr Gespräche' }),
  intro: perLaunch({
    prelaunch: 'Drei Zahlen zum Angebot\u00a0– was Gründer:innen damit gewinnen, zählen wir ab dem Launch.',
    launched: 'Was sich ändert, wenn Angels zu dir kommen\u00a0– statt du zu ihnen.',
  }),
}

/**
 * The spec's animated stats: before the launch the offer's own figures (no places, no free months: round 24 read „200
 * Plätze“ beside „300+ Angels“ as a contradiction, and the months belong to the closing call), after it what founders
 * gained.
 */
export const statItems: Record<LaunchStage, StatItem[]> = {
  prelaunch: [
    {
      value: Number.parseInt(angels, 10),
      suffix: '+',
      label: 'verifizierte Angels',
      description: 'mit Fokus auf B2B im Early Stage',
    },
    { value: 60, suffix: '\u00a0Sek.', label: 'pro Pitch', description: 'ein Video statt Pitch-Deck-Marathon' },
    { value: 0, suffix: '\u00a0%', label: 'Erfolgsprovision', description: 'auf deine Finanzierungsrunde' },
  ],
  launched: [
    { value: 70, suffix: '\u00a0%', label: 'weniger Suchzeit', description: 'für die Suche nach passenden Investoren' },
    { value: 3, suffix: '×', label: 'höhere Antwortquote', description: 'als mit kalten E-Mails an Investoren' },
    { value: 8, label: 'Wochen bis zum Closing', description: 'statt 6 Monaten klassischem Fundraising' },
  ],
}

export const cta = {
  eyebrow: 'Jetzt starten',
  title: 'Bereit für deinen 60\u2011Sekunden-Pitch?',
  // The page's one pricing story, as the home page tells it: the free months first, then Say Hello stays free (the
  // stage tabs name each stage's own price; round 24 found three differing statements).
  // Short enough to read centred on a phone (round 25: six centred lines).
  text: perLaunch({
    prelaunch: `${months}\u00a0Monate alles kostenlos ab dem Launch am ${shortDate(launch.date)}, danach bleibt Say\u00a0Hello unter 50.000\u00a0€ Jahresumsatz gratis.`,
    launched: `${months}\u00a0Monate alles kostenlos, danach bleibt Say\u00a0Hello unter 50.000\u00a0€ Jahresumsatz gratis.`,
  }),
  primary: perLaunch({ prelaunch: 'Early Access anmelden', launched: 'Jetzt registrieren' }),
  secondary: 'Gespräch buchen',
}

/** The page head's title names the platform's angels (data/figures.ts; see +phaseHead.ts). */
export const headTitle = `Für Startups: ein Pitch, ${angels} Angels`

export const faq = {
  eyebrow: 'FAQ',
  title: 'Häufige Fragen von Gründer:innen',
}

export const faqItems: FaqItem[] = [
  {
    id: 'kosten',
    question: 'Was kostet OnePitch für Startups?',
    answer: `In den ersten ${months}\u00a0Monaten ist alles kostenlos. Danach bleibt die Say-Hello-Phase für Startups unter 50.000\u00a0€ Jahresumsatz gratis, die Fundraising-Phase kostet 299\u00a0€ pro Monat. Eine Erfolgsprovision oder Vermittlungsgebühr gibt es nicht\u00a0– auch nicht auf deine Finanzierungsrunde.`,
  },
  {
    id: 'crowdfunding',
    question: 'Ist OnePitch eine Crowdfunding-Plattform?',
    answer:
      'Nein. Auf OnePitch investieren keine anonymen Kleinanleger, sondern verifizierte Business Angels mit Investmenterfahrung. Gespräche, Verhandlung und Deal laufen direkt zwischen dir und den Angels.',
  },
  {
    id: 'sichtbarkeit',
    question: 'Wer sieht meinen Pitch?',
    answer:
      'Ausschließlich verifizierte Angels mit ausdrücklichem Matching-Zugang. Es gibt keinen öffentlichen Zugang, keine Weitergabe und keinen Download. Standardmäßig sehen Angels nur den Pitch und ein kompaktes Profil; Deck, Kontakte und Updates gibst du auf Anfrage frei.',
  },
  {
    id: 'matching',
    question: 'Wie funktioniert das KI-Matching?',
    answer:
      'Die KI gleicht dein Profil mit den Präferenzen der Angels ab: Branchenfokus, Ticketgröße, Phase und Geschäftsmodell. So landet dein Pitch bei den Investoren, die wirklich zu dir passen\u00a0– statt in einem Verteiler.',
  },
  {
    id: 'zielgruppe',
    question: 'Für welche Startups ist OnePitch gemacht?',
    answer:
      'Vor allem für B2B-Startups in der frühen Phase, von Pre-Seed bis Seed. Bist du gerade zwischen zwei Runden, baust du in der Say-Hello-Phase schon jetzt Beziehungen zu Angels auf.',
  },
  {
    id: 'pitch',
    question: 'Wie lang ist der Video-Pitch und wie nehme ich ihn auf?',
    answer:
      'Genau 60\u00a0Sekunden. Ein Smartphone im Hochformat reicht völlig: Problem, Lösung, Team und dein Ask\u00a0– klar und persönlich. Im Profil ergänzt du danach die wichtigsten Eckdaten.',
  },
]

/** The dashboard as the product shown on /startups (sample data of data/dashboard.ts). */
export const dashboardPreview = {
  eyebrow: 'Dein Dashboard',
  title: 'Sieh, wer sich für dein Startup interessiert',
  intro:
    'Pitch-Aufrufe, Likes von Investor:innen und ihre Rückmeldungen an einem Ort\u00a0– du weißt jederzeit, wann du nachfassen solltest.',
  windowTitle: 'Startup-Dashboard · Beispieldaten',
  caption: 'Vorschau des Startup-Dashboards mit Beispieldaten einer erfundenen Firma.',
  link: 'Dashboard-Vorschau öffnen',
  /**
   * The latest activity as the angels behind it (session 31 review: icon rows without faces read as an admin
   * template): each of the sample's first three events with a face of the site's illustrated angels that fits its
   * text (a man from Hamburg, a woman from Munich, the Industrie-4.0 focus) and the founder's next move, drawn.
   */
  activity: [
    { face: 'paul-ziegler', action: 'Profil ansehen', actionIcon: 'i-lucide-user-round', primary: false },
    { face: 'henrike-sommer', action: 'Danke sagen', actionIcon: 'i-lucide-hand-heart', primary: false },
    // The one primary move (session 32 review: three like pills): an angel's message waits for an answer.
    { face: 'lukas-bergmann', action: 'Antworten', actionIcon: 'i-lucide-reply', primary: true },
  ],
}
