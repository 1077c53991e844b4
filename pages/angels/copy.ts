import type { FaqItem } from '../../data/content'
import { launch, shortDate } from '../../data/event'
import { platformFacts, platformFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /angels (= /angel1): the landing for business angels, before the launch of
// data/event.ts with the early-access offer, after it with the registration. Capacity and offer from
// data/figures.ts: the early-access places (one capacity for the whole site), free months, no credit card.

const places = platformFigures.earlyAccessPlaces
const months = platformFigures.freeMonths
const launchDay = shortDate(launch.date)

export const hero = {
  badge: perLaunch({ prelaunch: 'Early Access für Business Angels', launched: 'Für Business Angels' }),
  lead: 'Statt Pitch-Decks zu wälzen, siehst du kurze Founder-Videos in einem vertikalen Feed\u00a0– wie TikTok für Investment-Matching. Die KI zeigt dir nur Startups, die zu deinem Fokus, deinem Ticket und deiner Phase passen.',
  demoButton: 'Demo ansehen',
  signupButton: perLaunch({ prelaunch: 'Early Access sichern', launched: 'Jetzt registrieren' }),
}

/** The hero's feed of sample pitches, ranked by match score. */
export const feedPreview = { title: 'Dein Feed', sample: 'Beispieldaten' }

export const launchOffer = {
  prelaunch: {
    mark: 'Limitiert',
    title: `Einer von ${places} Early\u2011Access\u2011Plätzen`,
    note: `Start am ${launchDay}, ${months}\u00a0Monate kostenlos`,
  },
  launched: {
    mark: 'Kostenlos starten',
    title: 'Dein Start auf OnePitch',
    note: `Live seit ${launchDay}, ${months}\u00a0Monate kostenlos`,
  },
} satisfies Record<LaunchStage, { mark: string; title: string; note: string }>

export const demo = {
  eyebrow: 'Live-Demo',
  title: 'So sieht dein Dealflow aus',
  intro:
    'Wische durch Beispiel-Pitches: 60\u00a0Sekunden Video, Match-Score und ein kompaktes Profil\u00a0– mehr brauchst du für die erste Entscheidung nicht.',
  /**
   * The phone's three controls, each named under the phone as the phone draws it (review 30: the four steps under it
   * said again what the hero and the benefits say).
   */
  controls: {
    watchlist: 'Auf die Watchlist: Updates der Gründer:innen',
    match: 'Wie gut das Startup zu dir passt, von 0 bis 10',
    profile: 'Öffnet das Profil mit Key Facts und Team',
  },
  controlsLabel: 'Die Bedienelemente des Feeds',
  fullProfile: 'Full Profile',
  moreLabel: 'Mehr lesen',
  teamLabel: 'Team',
}

/** The pitch's length and the fee on a deal, as data/figures.ts states them. */
const [pitch, , noFee] = platformFacts
const pitchLength = pitch.value

/**
 * Each gain with the piece of the product that delivers it (review 31: four line icons on white read as a template):
 * the match chip, the pitch video's length, the lock on the pitches, the fee. No eyebrow (fix round 31: „Deine Vorteile“
 * over „Weniger sichten, besser investieren“ said what the heading says; the spec names no label here).
 */
export const benefits = {
  title: 'Weniger sichten, besser investieren',
  intro: 'OnePitch nimmt dir die Vorauswahl ab, damit du deine Zeit in die Gespräche steckst, die sich lohnen.',
  items: [
    {
      mark: { kind: 'match' },
      title: 'Kuratierter Dealflow',
      text: 'Das KI-Matching berücksichtigt Branchenfokus, Ticketgröße, Phase und Geschäftsmodell. Du siehst nur, was passt.',
    },
    {
      mark: { kind: 'video', label: pitchLength },
      title: '60\u00a0Sekunden pro Startup',
      text: 'Ein Video sagt dir mehr über das Team als zwanzig Folien. In einer Minute weißt du, ob du tiefer einsteigen willst.',
    },
    {
      mark: { kind: 'lock', label: 'Kein Download' },
      title: 'Diskret und DSGVO-konform',
      text: 'Kein öffentlicher Zugang, keine Weitergabe, kein Download. Nur verifizierte Angels mit Matching-Zugang sehen Pitches.',
    },
    {
      mark: { kind: 'fee', label: `${noFee.value} ${noFee.short}` },
      title: 'Direkt zum Deal',
      text: 'Du sprichst direkt mit den Gründer:innen. 0\u00a0% Plattformgebühr, keine Erfolgs- oder Vermittlungsprovision.',
    },
  ],
}

export const stages = {
  eyebrow: 'Zwei Phasen',
  title: 'Startups kennenlernen\u00a0– oder direkt investieren',
  intro: 'Jedes Startup ist in einer von zwei Phasen. Das Badge im Feed zeigt dir sofort, woran du bist.',
  items: [
    {
      id: 'hello',
      badge: 'Say Hello',
      tone: 'green',
      title: 'Beziehungen aufbauen',
      text: 'Startups zwischen zwei Runden. Du lernst die Teams früh kennen und verfolgst ihre Entwicklung, ohne Druck.',
      features: [
        'Startups auf deine Watchlist setzen',
        'Regelmäßige Founder-Updates erhalten',
        'Deck und Kontakte auf Anfrage',
      ],
    },
    {
      id: 'funding',
      badge: 'Fundraising',
      tone: 'fundraising',
      title: 'Aktiv investieren',
      text: 'Startups, die gerade Kapital aufnehmen. Alles, was du für eine fundierte Entscheidung brauchst, an einem Ort.',
      features: [
        'Vollständige Profile mit Eckdaten der Runde',
        'KI-Deal-Summaries auf einen Blick',
        'Deal-Tracking und Co-Investoren finden',
      ],
    },
  ],
} as const

export const signup = {
  prelaunch: {
    eyebrow: 'Early Access',
    title: `Sichere dir einen der ${places} Plätze`,
    text: `Melde dich jetzt an: Wir verifizieren dein Profil, und zum Start am ${launchDay} wartet dein persönlicher Feed auf dich.`,
  },
  launched: {
    eyebrow: 'Registrierung',
    title: 'Jetzt kostenlos registrieren',
    text: 'Melde dich an: Wir verifizieren dein Profil und schalten deinen persönlichen Feed frei.',
  },
} satisfies Record<LaunchStage, { eyebrow: string; title: string; text: string }>

export const faqTitle = 'Häufige Fragen von Angels'

const faqItems: FaqItem[] = [
  {
    id: 'wer',
    question: 'Wer kann sich als Angel anmelden?',
    answer:
      'Verifizierte Business Angels mit nachweisbarer Investmenterfahrung oder relevantem Mehrwert für Startups, etwa als Gründer:in, Operator oder Branchenexpert:in. Wir prüfen jede Anmeldung persönlich.',
  },
  {
    id: 'matching',
    question: 'Wie findet die KI passende Startups für mich?',
    answer:
      'Du legst deine Präferenzen fest: Branchen, Ticketgröße, Phase und Geschäftsmodell. Die KI gleicht sie mit den Startup-Profilen ab und zeigt dir einen Match-Score von 0 bis 10\u00a0– je höher, desto besser passt das Startup.',
  },
  {
    id: 'vertraulichkeit',
    question: 'Wie vertraulich sind die Pitches?',
    answer:
      'Sehr. Pitches sind nicht öffentlich, dürfen nicht weitergegeben und nicht heruntergeladen werden. Deck, Kontaktdaten und Updates geben die Gründer:innen erst auf deine Anfrage frei.',
  },
]

const costs = (who: string) =>
  `${who} nutzen OnePitch ${months}\u00a0Monate kostenlos, ohne Kreditkarte. Danach ist ein Abo mit einem Grundpreis im zweistelligen Bereich geplant. Auf deine Investments fallen keine Gebühren an.`

/** The questions whose answers depend on the launch: costs (second) and start (last). */
const phaseFaq = {
  prelaunch: {
    costs: { id: 'kosten', question: 'Was kostet der Early Access?', answer: costs('Angels im Early Access') },
    start: {
      id: 'start',
      question: 'Wann geht es los?',
      answer: `Der Early Access startet am ${launchDay}. Wer sich vorher anmeldet, bekommt als Erstes Zugang zum Feed und eine Einladung zu unseren Networking-Events.`,
    },
  },
  launched: {
    costs: { id: 'kosten', question: 'Was kostet OnePitch für Angels?', answer: costs('Neue Angels') },
    start: {
      id: 'start',
      question: 'Wann kann ich starten?',
      answer: `Sofort: OnePitch ist seit dem ${launchDay} live. Nach deiner Registrierung prüfen wir dein Profil, schalten deinen Feed frei und laden dich zu unseren Networking-Events ein.`,
    },
  },
} satisfies Record<LaunchStage, { costs: FaqItem; start: FaqItem }>

export const faqItemsFor = (stage: LaunchStage): FaqItem[] => {
  const [first, ...rest] = faqItems
  return [...(first ? [first] : []), phaseFaq[stage].costs, ...rest, phaseFaq[stage].start]
}

/** Title and description of the page head in each launch stage (see +phaseHead.ts). */
export const head = {
  prelaunch: {
    title: 'Für Business Angels: Early Access',
    description: `Startups in 60\u00a0Sekunden kennenlernen: kuratierter Dealflow per KI-Matching, Swipe-Feed statt Pitch-Decks. Early Access: ${months}\u00a0Monate kostenlos.`,
  },
  launched: {
    title: 'Für Business Angels: kuratierter Dealflow',
    description: `Startups in 60\u00a0Sekunden kennenlernen: kuratierter Dealflow per KI-Matching, Swipe-Feed statt Pitch-Decks. Jetzt registrieren, ${months}\u00a0Monate kostenlos.`,
  },
} satisfies Record<LaunchStage, { title: string; description: string }>
