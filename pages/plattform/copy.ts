import type { Step } from '../../data/content'
import { classicFundraising, platformFigures, usageFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /plattform: AI matching, the problems of classic fundraising, the six-step process,
// benefits, the demo card and the sign-up chooser (early access before the launch of data/event.ts, the
// registration after it). The measured speed-up ("70 % faster") is a usage figure: a result after the launch, the aim
// before it.

const months = platformFigures.freeMonths

/**
 * The hero's matching example: the sample pitch (the first sample startup, a FinTech) and three Spotlight angels
 * whose focus fits it, each with a sample match score (0–10, shown as X,X/10).
 */
export const heroMatch = {
  pitchLabel: 'Beispiel-Pitch',
  matchesLabel: 'Passende Angels',
  angels: [
    { id: 'theresa-kranz', score: 9.2, focus: 'FinTech, RegTech' },
    { id: 'marco-bellini', score: 8.7, focus: 'SaaS, B2B' },
    { id: 'priya-raman', score: 8.1, focus: 'KI, Data' },
  ],
  // What the scores weigh (round 24: „ohne Plattformgebühr“ here was the fee's fifth mention on the page).
  deal: 'Gematcht nach Branche, Phase und Ticket',
}

export const plattformHero = {
  eyebrow: 'Die Plattform',
  title: 'Vom 60\u2011Sekunden\u2011Pitch zum passenden Angel',
  lead: 'OnePitch ersetzt den Pitch-Deck-Marathon durch ein Video, eine KI-Analyse und gezieltes Matching. Angels entdecken dich\u00a0– und ihr macht euren Deal direkt miteinander.',
  primary: perLaunch({ prelaunch: 'Early Access sichern', launched: 'Jetzt registrieren' }),
  secondary: 'So funktioniert’s',
  trust: ['Keine Plattformgebühren auf Deals', 'Nur verifizierte Angels', 'DSGVO-konform'],
}

export const aiMatching = {
  eyebrow: 'KI-Matching',
  title: perLaunch({
    prelaunch: 'Schneller zum passenden Investment',
    launched: `${usageFigures.fasterToInvestment}\u00a0% schneller zum Investment`,
  }),
  intro:
    'Unsere KI kennt die Präferenzen jedes Angels und versteht deinen Pitch. Sie bringt dich zu den Investoren, die wirklich zu dir passen\u00a0– statt dich in Kaltakquise zu schicken.',
  criteria: [
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'Präferenzen',
      text: 'Themen, Werte und Gründer-Profile, die ein Angel sucht',
    },
    {
      icon: 'i-lucide-factory',
      title: 'Branchenfokus',
      text: 'FinTech, HealthTech, ClimateTech & Co.\u00a0– passend zum Portfolio',
    },
    { icon: 'i-lucide-wallet', title: 'Ticketgröße', text: 'Angels, deren Ticket zu deiner Runde passt' },
    { icon: 'i-lucide-sprout', title: 'Phase', text: 'Pre-Seed oder Seed\u00a0– nur wer in deiner Phase investiert' },
  ],
}

const matchedShare = (100 - usageFigures.fasterToInvestment) / 100

/**
 * The matching's speed-up as a figure and two bars, their lengths the comparison (round 22 read „4–6 Monate“ beside
 * „70 % schneller“; fix review 31: the bars' months repeated „Das Problem“'s first figure right below, so none here);
 * before the launch it is the aim, not a result.
 */
export const matchingSpeed = {
  eyebrow: perLaunch({ prelaunch: 'Unser Ziel', launched: 'Matching in Zahlen' }),
  value: usageFigures.fasterToInvestment,
  label: 'schneller vom ersten Kontakt zum Investment',
  barsTitle: 'Zeit bis zum Investment',
  classic: { label: 'Klassisches Fundraising' },
  matched: {
    // Before the launch the bar is the aim too (round 23: it read as a measured result under „Unser Ziel“).
    label: perLaunch({ prelaunch: 'Mit KI-Matching (Ziel)', launched: 'Mit KI-Matching' }),
    width: `${Math.round(matchedShare * 100)}%`,
  },
}

export const problems = {
  eyebrow: 'Das Problem',
  title: 'Klassisches Fundraising kostet, was Startups am wenigsten haben',
  intro: 'Decks verschicken, Termine jagen, auf Antworten warten: Der alte Weg ist langsam und teuer.',
  items: [
    {
      icon: 'i-lucide-calendar-clock',
      figure: classicFundraising,
      title: 'dauert eine typische Finanzierungsrunde',
      text: 'Monate, in denen Momentum verloren geht und der Markt nicht wartet.',
    },
    {
      icon: 'i-lucide-hourglass',
      figure: 'bis zu 50\u00a0%',
      title: 'der Zeit von Gründer:innen fließt ins Fundraising',
      text: 'Zeit, die für Produkt, Kunden und Team fehlt.',
    },
    {
      icon: 'i-lucide-mail-x',
      figure: 'Funkstille',
      title: 'statt Feedback',
      text: 'Viele Investoren antworten nie\u00a0– und wer absagt, sagt selten, warum.',
    },
  ],
}

export const process = {
  eyebrow: 'So funktioniert’s',
  title: 'In sechs Schritten zum Deal',
  intro: 'Vom ersten Video bis zur Unterschrift mit deinem Angel.',
  steps: [
    {
      title: '60\u2011Sekunden-Pitch',
      text: 'Du nimmst ein kurzes Video auf: Problem, Lösung, Team. Kein Deck, keine Folienschlacht.',
    },
    {
      title: 'Deep-Dive-Interview',
      text: 'In einem strukturierten Interview ergänzen wir Zahlen, Markt und Geschäftsmodell.',
    },
    {
      title: 'KI-Analyse des Gründerteams',
      text: 'Die KI wertet Erfahrung, Rollen und Zusammenspiel eures Teams aus\u00a0– die wichtigste Frage früher Investments.',
    },
    {
      title: 'KI-Matching',
      text: 'Dein Profil wird mit Präferenzen, Branchenfokus, Ticketgröße und Phase aller Angels abgeglichen.',
    },
    {
      title: 'Angels entdecken dich',
      text: 'Passende Angels sehen deinen Pitch im Feed, setzen dich auf die Watchlist und melden sich bei dir.',
    },
    {
      title: 'Direkter Deal',
      text: 'Ihr verhandelt direkt miteinander. Wir nehmen keine Plattformgebühren und keine Provision auf den Deal.',
    },
  ] satisfies Step[],
  /**
   * The six steps in two phases, each a list of its own (round 25: one grid of six numbered texts read as a
   * template): what the founder does, then what the platform and the angels do. `steps`: how many steps it holds.
   */
  phases: [
    { label: 'Schritt 1–3', title: 'Dein Pitch wird zum Profil', steps: 3 },
    { label: 'Schritt 4–6', title: 'Vom Match zum Deal', steps: 3 },
  ],
  /**
   * Labels of the small product views under the steps (step 1's is the recording of components/sections). Each
   * view shows what its step puts out for the sample pitch (review 31: steps 2 and 6 were the same checklist, step 3
   * only tags); the values are the sample pitch's own data (data/startup-entries.ts), no new figures.
   */
  interview: {
    title: 'Profil ergänzt',
    // What step 2's text says the interview adds, each filled with the sample pitch's answer.
    topics: [
      { icon: 'i-lucide-chart-column', label: 'Zahlen' },
      { icon: 'i-lucide-globe', label: 'Markt' },
      { icon: 'i-lucide-blocks', label: 'Geschäftsmodell' },
    ],
  },
  /** Step 3: the analysis' result for the sample team, its score (the pitch's match score) and two findings. */
  team: {
    title: 'Team-Analyse',
    result: 'Team-Fit',
    summary: 'Handwerk trifft Technik',
    // What the sample pitch's „Why We?“ says of its two founders, in the order of data's team list.
    findings: [
      { label: 'Erfahrung', text: 'Hat den elterlichen Elektrobetrieb geführt' },
      { label: 'Rollen', text: 'Hat die Belegerkennung einer Banking-App gebaut' },
    ],
  },
  /** Step 4: the first angel the matching puts first for the sample pitch (the hero's), the criteria it weighed. */
  matches: { title: 'Bester Match', criteria: ['Branche', 'Phase', 'Ticket'] },
  feed: { title: 'Im Feed der Angels' },
  /** Step 6: the angel and the team in direct contact, and where they stand. */
  deal: {
    title: 'Direkter Kontakt',
    statusLabel: 'Status',
    status: 'Termin vereinbart',
    next: 'Als Nächstes: Verhandlung',
  },
}

export const plattformBenefits = {
  eyebrow: 'Vorteile',
  title: 'Gewinn für beide Seiten',
  startups: {
    title: 'Für Startups',
    icon: 'i-lucide-rocket',
    items: {
      prelaunch: [
        `Ein Pitch erreicht ${platformFigures.angels} verifizierte Angels`,
        'Schneller zum Investment, ohne Kaltakquise',
        'Mehr Zeit für Produkt und Kunden',
        'Du behältst die Kontrolle: Deck und Kontakte nur auf Anfrage',
      ],
      launched: [
        `Ein Pitch erreicht ${platformFigures.angels} verifizierte Angels`,
        `Bis zu ${usageFigures.fasterToInvestment}\u00a0% schneller zum Investment`,
        'Mehr Zeit für Produkt und Kunden',
        'Du behältst die Kontrolle: Deck und Kontakte nur auf Anfrage',
      ],
    } satisfies Record<LaunchStage, string[]>,
  },
  angels: {
    title: 'Für Business Angels',
    icon: 'i-lucide-briefcase-business',
    items: [
      'Vorqualifizierter Dealflow, passend zu deinem Fokus',
      'Startups in 60\u00a0Sekunden einschätzen statt Decks lesen',
      'KI-Analyse des Gründerteams als Entscheidungshilfe',
      'Watchlist und Founder-Updates an einem Ort',
    ],
  },
}

export const plattformDemo = {
  eyebrow: 'Live-Demo',
  title: 'Swipe wie ein Angel',
  intro:
    'So sieht der Feed für Investoren aus: vertikale Video-Pitches, Match-Score und das volle Profil mit einem Tipp.',
  /** What the card beside shows, in the order a look at it goes: score, profile, the two reactions. */
  parts: [
    {
      icon: 'i-lucide-sparkles',
      title: 'Match-Score',
      text: 'Wie gut der Pitch zu Branche, Phase und Ticket des Angels passt, von 0 bis 10.',
    },
    {
      icon: 'i-lucide-user-round',
      title: 'Profil mit einem Tipp',
      text: 'Team, Kennzahlen und Geschäftsmodell; das Deck gibt es nur auf Anfrage.',
    },
    {
      icon: 'i-lucide-heart',
      title: 'Merken und schreiben',
      text: 'Ein Like setzt das Startup auf die Watchlist, eine Nachricht geht direkt ans Gründungsteam.',
    },
  ],
}

/** Options of the sign-up chooser (AudienceChooser island): label, button, hint, as the spec gives them. */
const chooserBase = [
  {
    id: 'startup',
    label: 'Ich bin ein Startup',
    icon: 'i-lucide-rocket',
    cta: { prelaunch: 'Jetzt als Startup anmelden', launched: 'Jetzt als Startup registrieren' },
    href: '/startups',
    hint: 'Kostenlos • Keine Kreditkarte erforderlich',
    question: 'Du gründest ein Startup?',
  },
  {
    id: 'angel',
    label: 'Ich bin ein Angel-Investor',
    icon: 'i-lucide-briefcase-business',
    cta: { prelaunch: 'Jetzt als Angel anmelden', launched: 'Jetzt als Angel registrieren' },
    href: '/angels',
    hint: 'Kostenlos • Zugang zu exklusivem Deal Flow',
    question: 'Du bist Angel-Investor?',
  },
]

export const chooserOptions = (stage: LaunchStage) =>
  chooserBase.map((option) => ({ ...option, cta: option.cta[stage] }))

export const plattformEarlyAccess = {
  prelaunch: {
    eyebrow: 'Early Access',
    title: 'Sichere dir jetzt deinen Platz',
    intro: 'Die ersten Plätze gehen an Startups und Angels, die die Plattform mit uns gestalten wollen.',
    benefits: [
      { icon: 'i-lucide-badge-percent', title: '100\u00a0% kostenlos', text: 'in der gesamten Early-Access-Phase' },
      { icon: 'i-lucide-messages-square', title: '1:1 Onboarding', text: 'persönlich mit unserem Team' },
      { icon: 'i-lucide-crown', title: 'Lifetime-Rabatte', text: 'für VIPs der ersten Stunde' },
    ],
  },
  launched: {
    eyebrow: 'Registrierung',
    title: 'Jetzt kostenlos registrieren',
    intro: 'Startups und Angels steigen direkt ein: Wähle, wer du bist, und leg los.',
    benefits: [
      { icon: 'i-lucide-badge-percent', title: `${months}\u00a0Monate kostenlos`, text: 'ohne Kreditkarte' },
      { icon: 'i-lucide-messages-square', title: '1:1 Onboarding', text: 'persönlich mit unserem Team' },
      { icon: 'i-lucide-hand-coins', title: '0\u00a0% Provision', text: 'auf deinen Deal' },
    ],
  },
}
