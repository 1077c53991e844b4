import type { StatItem, Step } from '../../data/content'
import { acceleratorFigures, platformFigures, usageFigures } from '../../data/figures'
import type { LaunchStage } from '../../data/timeline'

// Copy of /apply, the fundraising-intelligence pitch: invitation only, 8–10 startups
// per cycle, the first readiness assessment within 48 hours, 200+ data points. The partners in the logo
// strip are fictional; they are set as their names in the site's type (no invented marks, review 29).

export const applyHero = {
  eyebrow: 'Nur auf Einladung',
  title: 'Fundraising Intelligence: Wisse, wo du stehst, bevor du pitchst',
  lead: 'Wir prüfen dein Startup mit über 200 Datenpunkten auf Investment-Readiness, schärfen Story und 60\u2011Sekunden-Pitch und bringen dich über das KI\u2011Matching gezielt zu den Angels, die zu dir passen.',
  primary: 'Assessment starten',
  secondary: 'Für Investoren & Partner',
}

export const partners = [
  'Isarbrücke Capital',
  'Nordstern Angels',
  'Kupferwerk Hub',
  'Föhnwind Ventures',
  'Gründerkreis Süd',
] as const

export const applyProblem = {
  eyebrow: 'Das Problem',
  title: 'Die meisten Runden scheitern, bevor das erste Gespräch beginnt',
  intro:
    'Nicht an der Idee\u00a0– sondern daran, dass Startups zu früh, zu breit oder bei den falschen Investoren pitchen.',
  items: [
    {
      icon: 'i-lucide-calendar-clock',
      // Not „4–6 Monate“ (round 23: beside the programme's „Ø 4 Monate bis zum Closing“ it read as no gain).
      title: 'Monatelang ohne Plan',
      text: 'Ohne klare Readiness-Einschätzung zieht sich Fundraising über Monate\u00a0– und frisst bis zu 50\u00a0% der Zeit im Gründungsteam.',
    },
    {
      icon: 'i-lucide-crosshair',
      title: 'Die falschen Investoren',
      text: 'Wer Branche, Ticketgröße und Phase der Angels nicht kennt, verschickt Decks ins Leere und verbrennt wertvolle Kontakte.',
    },
    {
      icon: 'i-lucide-message-circle-off',
      title: 'Absagen ohne Begründung',
      text: 'Investoren sagen selten, warum es nicht passt. Ohne Feedback wiederholen Gründer:innen dieselben Fehler in der nächsten Runde.',
    },
  ],
}

export const assessmentLayers = {
  eyebrow: 'Das Assessment',
  title: 'Fünf Ebenen, ein klares Bild',
  intro: 'Jede Ebene bewerten wir datenbasiert und ergänzen sie um die Einschätzung erfahrener Angels.',
  layers: [
    {
      icon: 'i-lucide-users',
      title: 'Team & Founder-Market-Fit',
      text: 'Erfahrung, Rollenverteilung und warum genau ihr dieses Problem lösen werdet.',
    },
    {
      icon: 'i-lucide-globe',
      title: 'Markt & Timing',
      text: 'Marktgröße, Wettbewerb und die Frage, warum jetzt der richtige Zeitpunkt ist.',
    },
    {
      icon: 'i-lucide-chart-no-axes-combined',
      title: 'Produkt & Traktion',
      text: 'Reifegrad des Produkts, Kundensignale, Umsatz und Wachstum der letzten Monate.',
    },
    {
      icon: 'i-lucide-calculator',
      title: 'Geschäftsmodell & Unit Economics',
      text: 'Preismodell, Margen, Kundengewinnungskosten und der Weg zur Profitabilität.',
    },
    {
      icon: 'i-lucide-handshake',
      title: 'Investor-Fit & Rundenstruktur',
      text: 'Rundengröße, Bewertung, Use of Funds\u00a0– und welche Angels dazu passen.',
    },
  ],
}

/** From this score a layer of the sample report meets what angels expect in the seed phase. */
const threshold = 65

/** An illustrative readiness report (sample figures, no real startup): one score per assessment layer. */
export const sampleReport = {
  title: 'Readiness-Report',
  sample: 'Beispiel',
  company: 'Musterstartup, Seed',
  scores: [82, 74, 68, 57, 79],
  outOf: 'von 100',
  /** From this score a layer meets what angels expect; from `strong` it is a selling point. */
  threshold,
  strong: 75,
  labels: { strong: 'Stark', solid: 'Solide', sharpen: 'Schärfen' },
  legend: `Die Marke bei ${threshold} zeigt, was Angels in der Seed-Phase mindestens erwarten.`,
  overall: 'Fast bereit',
  next: 'Nächster Schritt',
  advice: 'Unit Economics schärfen, dann Intros zu 12 passenden Angels.',
}

export const applyProcess = {
  eyebrow: 'So läuft es ab',
  title: 'Vier Schritte bis zum Closing',
  intro: 'Von der Einladung bis zur Unterschrift\u00a0– mit einem festen Ansprechpartner an deiner Seite.',
  steps: [
    {
      title: 'Einladung & Kurzbewerbung',
      text: 'Du erhältst eine Einladung oder wirst empfohlen und legst dein Startup-Profil in wenigen Minuten an.',
    },
    {
      title: 'Readiness-Assessment',
      text: 'Innerhalb von 48\u00a0Stunden bekommst du dein erstes Assessment über alle fünf Ebenen.',
    },
    {
      title: 'Fundraising-Plan',
      text: 'Gemeinsam schärfen wir Story, Zahlen und Rundenstruktur und legen eine Investoren-Shortlist fest.',
    },
    {
      title: 'Gezielte Intros & Closing',
      text: 'Wir stellen dich den passenden Angels vor und begleiten dich bis zur Unterschrift.',
    },
  ] satisfies Step[],
}

/** What the programme gives, beside its steps. */
export const applyBenefits = [
  'Klarheit statt Bauchgefühl: du weißt, was Investoren noch fehlt',
  'Nur Angels, deren Fokus, Ticket und Phase zu deiner Runde passen',
  'Ehrliches Feedback\u00a0– auch wenn es mal nicht passt',
  'Eine feste Ansprechperson vom Assessment bis zum Closing',
]

/** Brokered capital is a usage figure (data/figures.ts): shown after the launch only. */
const capitalStat: StatItem = {
  value: usageFigures.brokeredCapitalMillions,
  suffix: '\u00a0Mio.\u00a0€+',
  label: 'vermitteltes Kapital',
  description: 'über alle bisherigen Zyklen',
}

const programmeStats: StatItem[] = [
  {
    value: Number.parseInt(platformFigures.angels, 10),
    suffix: '+',
    label: 'Business Angels',
    description: 'verifiziert, mit aktivem Investmentfokus',
  },
  { value: 85, suffix: '\u00a0%', label: 'Readiness-Rate', description: 'der Startups sind nach dem Programm bereit' },
  {
    value: 4,
    prefix: 'Ø\u00a0',
    label: 'Monate bis zum Closing',
    description: 'vom Assessment bis zur Unterschrift',
  },
]

export const applyStats = {
  prelaunch: { intro: 'Netzwerk und Tempo aus den bisherigen Zyklen.', items: programmeStats },
  launched: {
    intro: 'Kapital, Netzwerk und Tempo aus den bisherigen Zyklen.',
    items: [capitalStat, ...programmeStats],
  },
} satisfies Record<LaunchStage, { intro: string; items: StatItem[] }>

export const applyClosing = {
  title: 'Bereit für dein Assessment?',
  text: `Die Plätze im nächsten Zyklus sind auf ${acceleratorFigures.cohort}\u00a0Startups begrenzt. Starte dein Assessment\u00a0– oder sprich mit uns, wenn du als Investor oder Partner dabei sein willst.`,
  /** What pressing the button asks for (session 32 fix round: a step carousel of pips read as nothing to act on). */
  needs: {
    title: 'Das brauchst du',
    items: [
      'Eine Einladung oder eine Empfehlung',
      'Ein paar Minuten für dein Startup-Profil',
      'Eckdaten zu Team, Markt, Traktion und Runde',
    ],
  },
  after:
    'Die Registrierung öffnet sich in einem neuen Tab. Sobald dein Profil steht, folgt das erste Assessment innerhalb von 48\u00a0Stunden.',
}

/**
 * The hero's view of the application itself (session 32 fix round: the report stood twice on the page): the short
 * application a startup fills in, the process's first step, with the sample report's company; the programme's facts
 * (spec: invitation only, 8–10 startups per cycle, 48 h, 200+ data points) as its foot.
 */
const sampleCompany = sampleReport.company.split(', ')

export const applyForm = {
  title: 'Kurzbewerbung',
  progress: 'Schritt\u00a01 von\u00a04',
  fields: [
    { label: 'Startup', value: sampleCompany[0] },
    { label: 'Phase', value: sampleCompany[1] },
    { label: 'Zugang', value: 'Empfehlung' },
  ],
  facts: [
    { icon: 'i-lucide-users', text: `${acceleratorFigures.cohort}\u00a0Startups pro Zyklus` },
    { icon: 'i-lucide-timer', text: '48\u00a0h bis zum ersten Assessment' },
    { icon: 'i-lucide-database', text: '200+ Datenpunkte pro Startup' },
  ],
}
