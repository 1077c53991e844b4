import type { FaqItem } from '../../data/content'
import { platformFigures } from '../../data/figures'
import { team as founders } from '../../data/team'

// Copy of /accelerator: partnership is free; the angel count is the platform's (data/figures.ts).

export const hero = {
  eyebrow: 'Für Acceleratoren & Inkubatoren',
  lead: 'Eure Startups nehmen einmal einen 60\u2011Sekunden-Video-Pitch auf\u00a0– und das KI-Matching zeigt ihn den Business Angels, die wirklich zu ihnen passen. Das ganze Jahr, nicht nur am Demo Day.',
  primary: 'Kostenlos Partner werden',
  secondary: 'So funktioniert’s',
  // The angels' count is the headline's (round 24: said three times above the fold).
  trust: ['Partnerschaft kostenlos', 'Kein Aufwand für euer Team'],
}

/**
 * Fictional founders from partner programmes (spec: six avatars on extra-large screens on this page): under the hero's
 * actions from 1280 px, beside the cohort's dashboard.
 */
export const heroFounders = {
  label: 'Gründer:innen aus Partnerprogrammen',
  people: [
    { name: 'Nele Hansen', image: '/images/accelerator/founder-nele.svg' },
    { name: 'Kwame Mensah', image: '/images/accelerator/founder-kwame.svg' },
    { name: 'Ines Carvalho', image: '/images/accelerator/founder-ines.svg' },
    { name: 'Jan Petersen', image: '/images/accelerator/founder-jan.svg' },
    { name: 'Leyla Aydın', image: '/images/accelerator/founder-leyla.svg' },
    { name: 'Paul Wagner', image: '/images/accelerator/founder-paul.svg' },
  ],
}

export const process = {
  eyebrow: 'So funktioniert’s',
  title: 'Vom Programm in den Feed der Angels',
  intro: 'Für eure Startups ist es ein Video. Für Angels ist es der schnellste Weg, ein Team kennenzulernen.',
  steps: [
    {
      title: 'Ihr ladet eure Startups ein',
      text: 'Ihr erhaltet einen Partnerzugang und teilt ihn mit eurer aktuellen Kohorte und euren Alumni.',
    },
    {
      title: 'Startups pitchen in 60\u00a0Sekunden',
      text: 'Ein Smartphone-Video und ein kompaktes Profil\u00a0– mehr braucht es nicht.',
    },
    {
      title: 'Die KI matcht mit passenden Angels',
      text: 'Nach Branchenfokus, Ticketgröße und Phase. Angels wischen durch den Feed und melden sich direkt.',
    },
  ],
  /** What the programme sees at each step (the hero dashboard's sample cohort; no figures of their own). */
  views: {
    invite: { title: 'Euer Partnerzugang', link: 'Einladungslink für eure Startups', share: 'Teilen' },
    audiences: ['Aktuelle Kohorte', 'Alumni'],
    pitches: 'Pitches eurer Kohorte',
    matches: 'Passende Angels',
  },
  /**
   * Step 3: one startup of the cohort (the hero's, in talks) and the angels the matching puts first for it, each with
   * what matched: a focus of the angel's own (data/angels.ts) and the startup's phase, and a sample score (review 31:
   * the panel repeated two hero rows; it now shows the angels' side).
   */
  /**
   * The demo card's first pitch: the three sample pitches are not the cohort's, so the one nearest step 3's startup
   * (Prüfpilot, a B2B Seed team for public administration): Wattlinie, B2B and at Seed (review 31b: it opened on
   * Glanzregal, a Pre-Seed retail team).
   */
  demoLead: 'wattlinie' as const,
  match: {
    startup: 'Prüfpilot',
    angels: [
      { id: 'elena-hartwig', focus: 'GovTech', score: 9.1 },
      { id: 'theresa-kranz', focus: 'RegTech', score: 8.6 },
      { id: 'nikolai-petrov', focus: 'Enterprise SaaS', score: 8.2 },
    ],
  },
}

export const stages = {
  // What the cohort's startups use, not what the programme pays (review 30: „299 €“ right after „Partnerschaft
  // kostenlos“ read as the programme's price).
  eyebrow: 'Was eure Startups nutzen',
  title: 'Say Hello oder Fundraising\u00a0– eure Startups entscheiden',
  intro: 'Jedes Startup wählt selbst, ob es Beziehungen aufbaut oder aktiv Kapital einsammelt.',
  items: [
    {
      id: 'hello',
      badge: 'Say Hello',
      tone: 'green',
      price: 'Kostenlos',
      priceNote: 'für Startups unter 50.000\u00a0€ Jahresumsatz',
      text: 'Zwischen den Runden sichtbar bleiben und Angels kennenlernen, bevor das Geld knapp wird.',
      features: [
        '60\u2011Sekunden-Pitch und kompaktes Profil',
        'Angels setzen das Startup auf ihre Watchlist',
        'Founder-Updates an alle Interessierten',
      ],
    },
    {
      id: 'funding',
      badge: 'Fundraising',
      tone: 'fundraising',
      price: '299\u00a0€',
      priceNote: 'pro Startup und Monat, ohne Erfolgsprovision',
      text: 'Aktiv Kapital einsammeln\u00a0– mit allen Werkzeugen, die eine Runde schneller zum Closing bringen.',
      features: [
        'Vollständiges Profil mit Deck und Kennzahlen',
        'KI-Deal-Summaries und Deal-Tracking',
        'Co-Investoren, Investor-Relations-Updates, Analytics',
      ],
    },
  ],
} as const

/** The programme's view of its cohort (sample data; the startups are fictional). */
export const cohortView = {
  eyebrow: 'Was ihr davon habt',
  heading: 'Mehr Angels für euer Portfolio, ohne Mehraufwand',
  intro:
    'Eure Startups erreichen Angels weit über eure eigenen Investorenkontakte hinaus. Und ihr seht im Dashboard, wo ein Team Unterstützung braucht, bevor es zu spät ist.',
  points: [
    {
      icon: 'i-lucide-calendar-clock',
      title: 'Demo Day, das ganze Jahr',
      text: 'Pitches bleiben sichtbar. Angels entdecken eure Startups auch Monate nach dem Programmende.',
    },
    {
      icon: 'i-lucide-graduation-cap',
      title: 'Besser vorbereitete Teams',
      text: 'Ein 60\u2011Sekunden-Pitch zwingt zur Klarheit. Das hilft in jedem weiteren Investorengespräch.',
    },
    {
      icon: 'i-lucide-timer',
      title: 'Kein Aufwand für euch',
      text: 'Keine Events, keine Listen. Eure Startups pitchen selbst, das Matching übernimmt die KI.',
    },
  ],
  title: 'Eure Kohorte auf OnePitch',
  /** One sample chip across the page and beside the application form, on the title's line at 390 px too (review 31). */
  sample: 'Beispiel',
  tableLabel: 'Pitch-Aufrufe, Angel-Likes und Stand je Startup (Beispiel)',
  totals: { views: 'Pitch-Aufrufe', likes: 'Angel-Likes', talking: 'im Gespräch' },
  // The pill says what the total says (review 31: „Gespräche“ beside the total „im Gespräch“).
  talking: 'Im Gespräch',
  likesUnit: 'Likes',
  hint: 'Kanzleikompass braucht einen stärkeren Einstieg: Ihr seht es, bevor die Runde startet\u00a0– und könnt gezielt coachen.',
  columns: { startup: 'Startup', views: 'Aufrufe & Likes', status: 'Stand' },
  startups: [
    {
      name: 'Lotsenwerk',
      sector: 'LogisticsTech · Pre-Seed',
      views: 1480,
      likes: 31,
      status: 'Im Gespräch',
      help: false,
    },
    { name: 'Prüfpilot', sector: 'GovTech · Seed', views: 1210, likes: 24, status: 'Im Gespräch', help: false },
    { name: 'Hallenklima', sector: 'ClimateTech · Pre-Seed', views: 860, likes: 12, status: 'Im Feed', help: false },
    {
      name: 'Kanzleikompass',
      sector: 'LegalTech · Pre-Seed',
      views: 390,
      likes: 3,
      status: 'Pitch schärfen',
      help: true,
    },
  ],
}

export const partnership = {
  eyebrow: 'Partnerschaft',
  title: 'Werdet Accelerator-Partner\u00a0– kostenlos',
  // The reply time and the onboarding are the points under the buttons (the text said both again, and the title
  // already says „kostenlos“).
  text: 'Ein kurzes Formular genügt. Danach lernen wir euer Programm in einem Gespräch kennen und richten euren Partnerzugang gemeinsam mit euch ein.',
  primary: 'Jetzt Partner werden',
  secondary: 'Erst einmal sprechen',
  points: ['Rückmeldung innerhalb von 48\u00a0Stunden', 'Persönliches Onboarding'],
}

function founder(role: string) {
  const member = founders.find((person) => person.role === role)
  if (!member) throw new Error(`No co-founder with the role ${role} in data/team.ts`)
  return { name: member.name, role: member.role, image: member.image }
}

/** Two of the co-founders, shown beside the closing call to action (spec: two co-founders on one page). */
export const team = {
  intro: 'Mit euch sprechen zwei Gründerinnen von OnePitch:',
  // The co-founders of the about page (one team across the site), with what matters to programmes.
  members: [
    {
      ...founder('Mitgründerin & CEO'),
      // The about page's facts about her (round 22: „150 Investorengespräche“ here, „drei Finanzierungsrunden“ there).
      bio: 'Hat zwei B2B-SaaS-Startups mitgegründet und drei Finanzierungsrunden verhandelt. Spricht mit euch über die Partnerschaft.',
    },
    {
      ...founder('Mitgründerin & COO'),
      bio: 'Hat ein Angel-Netzwerk in Süddeutschland aufgebaut und mehr als 250 Pitches begleitet. Kümmert sich um euer Onboarding.',
    },
  ],
}

export const faqTitle = 'Häufige Fragen von Programmen'

/**
 * The FAQ's way to ask, named as the general contact (spec: 24 hours for contact, 48 for the accelerator's
 * application): beside the partnership's „Rückmeldung innerhalb von 48\u00a0Stunden“ a bare „24\u00a0Stunden“ read as a
 * second, contradicting promise (review 31b).
 */
export const faqAskUs =
  'Allgemeine Fragen an unseren Kontakt per E-Mail oder über die Kontaktseite beantworten wir in der Regel innerhalb von 24\u00a0Stunden.'

export const faqItems: FaqItem[] = [
  {
    id: 'kosten',
    question: 'Was kostet die Partnerschaft?',
    answer:
      'Nichts. Die Accelerator-Partnerschaft ist kostenlos. Eure Startups nutzen die Say-Hello-Phase unter 50.000\u00a0€ Jahresumsatz ebenfalls kostenlos; die Fundraising-Phase kostet 299\u00a0€ pro Monat.',
  },
  {
    id: 'wer',
    question: 'Welche Programme können Partner werden?',
    answer:
      'Acceleratoren, Inkubatoren, Hochschul-Gründungszentren und Company Builder, deren Startups vor allem im B2B-Bereich zwischen Pre-Seed und Seed unterwegs sind.',
  },
  {
    id: 'aufwand',
    question: 'Wie viel Aufwand haben wir als Partner?',
    answer:
      'Sehr wenig. Nach einem kurzen Onboarding teilt ihr den Partnerzugang mit euren Startups. Pitches, Profile und Matching laufen ohne euer Zutun.',
  },
  {
    id: 'provision',
    question: 'Nehmt ihr eine Provision auf Finanzierungsrunden?',
    answer:
      'Nein. OnePitch ist kein Crowdfunding und erhebt weder Erfolgs- noch Vermittlungsgebühren\u00a0– weder von euch noch von euren Startups oder den Angels.',
  },
  {
    id: 'daten',
    question: 'Wer sieht die Pitches unserer Startups?',
    answer:
      'Nur verifizierte Angels mit ausdrücklichem Matching-Zugang. Es gibt keinen öffentlichen Zugang, keine Weitergabe und keinen Download; Deck und Kontakte teilen die Startups auf Anfrage.',
  },
  {
    id: 'ablauf',
    question: 'Wie geht es nach der Bewerbung weiter?',
    answer:
      'Wir melden uns innerhalb von 48\u00a0Stunden, lernen euer Programm in einem kurzen Gespräch kennen und schalten danach euren Partnerzugang frei.',
  },
]

/** The page head's description names the platform's angels (data/figures.ts; see +phaseHead.ts). */
export const headDescription = `Bringt euer Portfolio vor ${platformFigures.angels} verifizierte Business Angels: 60\u2011Sekunden-Pitches, KI-Matching und eine Partnerschaft, die euch nichts kostet.`
