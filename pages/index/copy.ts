import { dayAndMonth, launch, shortDate, spotlightEvent } from '../../data/event'
import { platformFigures } from '../../data/figures'
import { perLaunch, type SpotlightStage } from '../../data/timeline'

// Copy and figures of the home page. The hero badge follows the launch of data/event.ts
// (one launch date across the site; the spec's "September 2025" reading is not used).

export const hero = {
  badge: perLaunch({
    prelaunch: `Launch am ${shortDate(launch.date)}`,
    launched: 'Jetzt live: die Plattform ist gestartet',
  }),
  title: 'Let’s change fundraising together',
  lead: `Ein 60\u2011Sekunden-Video-Pitch statt monatelanger Pitch-Deck-Marathons: OnePitch zeigt dein Startup ${platformFigures.angels} verifizierten Business Angels\u00a0– per KI genau denen, die zu dir passen.`,
  primary: perLaunch({ prelaunch: 'Early Access anmelden', launched: 'Kostenlos registrieren' }),
  secondary: 'Mehr erfahren',
  trust: ['Kein Crowdfunding', 'Keine Erfolgsprovision', 'DSGVO-konform'],
  /** Beside the founder photos: who they are. */
  foundersCaption: perLaunch({
    prelaunch: 'Gründer:innen im Early Access',
    launched: 'Gründer:innen auf OnePitch',
  }),
}

/** Fictional founders of the community; the first six also show on phones. */
export const heroFounders = [
  { name: 'Nora Brandt', image: '/images/founders/nora-brandt.svg' },
  { name: 'Jonas Weber', image: '/images/founders/jonas-weber.svg' },
  { name: 'Amira Haddad', image: '/images/founders/amira-haddad.svg' },
  { name: 'Felix Hartmann', image: '/images/founders/felix-hartmann.svg' },
  { name: 'Sofia Marino', image: '/images/founders/sofia-marino.svg' },
  { name: 'David Okafor', image: '/images/founders/david-okafor.svg' },
  { name: 'Clara Jansen', image: '/images/founders/clara-jansen.svg' },
  { name: 'Mehmet Yilmaz', image: '/images/founders/mehmet-yilmaz.svg' },
  { name: 'Hannah Vogel', image: '/images/founders/hannah-vogel.svg' },
]

export const MOBILE_HERO_FOUNDERS = 6

export const problem = {
  eyebrow: 'Das Problem',
  title: 'Fundraising frisst, was dein Startup am dringendsten braucht: Zeit',
  intro:
    'Sechs Schmerzpunkte, die fast jedes Gründungsteam aus der Seed-Runde kennt\u00a0– und die OnePitch gezielt angeht.',
}

export const pains = [
  {
    id: 'dauer',
    icon: 'i-lucide-calendar-clock',
    title: '4–6 Monate Fundraising',
    summary: 'So lange dauert eine typische Pre-Seed- oder Seed-Runde.',
    detail:
      'Monate voller Termine, Decks und Nachfassen\u00a0– Zeit, in der dein Produkt stillsteht und der Markt weiterläuft.',
  },
  {
    id: 'arbeitszeit',
    icon: 'i-lucide-hourglass',
    title: '50\u00a0% der Arbeitszeit',
    summary: 'So viel Zeit fließt ins Fundraising statt ins Produkt.',
    detail:
      'Jede zweite Stunde der Gründer:innen geht für Investorensuche drauf\u00a0– genau dann, wenn Kunden und Team sie am meisten brauchen.',
  },
  {
    id: 'recherche',
    icon: 'i-lucide-search',
    title: 'Tagelange Recherche',
    summary: 'So lange dauert es, überhaupt passende Angels zu finden.',
    detail:
      'Ticketgröße, Branche, Phase: Wer investiert eigentlich in dich? Listen durchforsten kostet Tage\u00a0– und trifft trotzdem oft daneben.',
  },
  {
    id: 'timing',
    icon: 'i-lucide-trending-down',
    title: 'Verlorenes Momentum',
    summary: 'Zwischen Erstkontakt und Zusage verfliegt der Schwung.',
    detail:
      'Bis der letzte Termin steht, ist der Schwung der ersten Gespräche verflogen. Fundraising braucht Tempo, nicht Wartezeit.',
  },
  {
    id: 'antwort',
    icon: 'i-lucide-mail-x',
    title: 'Keine Antwort',
    summary: 'So enden die meisten Anfragen an Investoren.',
    detail: 'Kalte E-Mails landen im Stapel. Ohne warmes Intro bleiben selbst starke Startups unsichtbar.',
  },
  {
    id: 'feedback',
    icon: 'i-lucide-message-square-off',
    title: 'Kein Feedback',
    summary: 'Absagen kommen ohne Begründung\u00a0– und damit ohne Lerneffekt.',
    detail:
      'Ein knappes „passt gerade nicht“ hilft niemandem. Ohne ehrliches Feedback wiederholst du dieselben Fehler im nächsten Pitch.',
  },
]

export const howItWorks = {
  eyebrow: 'So funktioniert’s',
  title: `Einmal pitchen. ${platformFigures.angels} Angels erreichen.`,
  steps: [
    {
      title: '60\u2011Sekunden-Pitch aufnehmen',
      text: 'Ein kurzes Video statt 30 Folien: Problem, Lösung, Traktion, Team, Ask. Einmal aufnehmen, immer wieder nutzen.',
    },
    {
      title: 'KI findet die passenden Angels',
      text: 'Unser Matching berücksichtigt Präferenzen, Branchenfokus, Ticketgröße und Phase\u00a0– nur verifizierte Angels mit Matching-Zugang sehen deinen Pitch.',
    },
    {
      title: 'Angels melden sich bei dir',
      text: 'Interessierte Angels setzen dich auf ihre Watchlist und nehmen direkt Kontakt auf. Kein Crowdfunding, keine Provision.',
    },
  ],
}

export const demo = {
  eyebrow: 'Der Feed',
  title: 'So swipen Angels durch Startup-Pitches',
  intro: 'So sehen Angels dein Startup: als vertikalen Video-Feed\u00a0– wie TikTok, nur für Investment-Matching.',
  points: [
    'Kompaktes Profil mit Key Facts und Funding-Details',
    'Match-Score auf einen Blick',
    'Watchlist statt Pitch-Deck-Stapel',
  ],
  feedLabel: 'Drei Beispiel-Pitches im Feed',
}

/** The dashboard figures below the feed: what a founder sees in return (sample data of data/dashboard.ts). */
export const feedDashboard = {
  title: 'Dein Dashboard',
  sample: 'Beispiel',
  views: 'Pitch-Aufrufe',
  likes: 'Investoren-Likes',
  link: 'Dashboard ansehen',
}

export const quote = {
  text: 'Wir haben in einem Monat mehr qualifizierte Angel-Gespräche geführt als in den sechs Monaten davor\u00a0– weil wir nicht mehr suchen mussten, sondern gefunden wurden.',
  author: 'Nora Brandt',
  role: 'Mitgründerin eines B2B-SaaS-Startups aus München (Beta-Testerin)',
  image: '/images/founders/nora-brandt.svg',
}

export const closing = {
  title: 'Bereit für dein Pitch-Video?',
  text: perLaunch({
    prelaunch: `Sichere dir jetzt deinen Early-Access-Platz: die ersten ${platformFigures.freeMonths}\u00a0Monate alles kostenlos, danach bleibt Say Hello für Startups unter 50.000\u00a0€ Jahresumsatz gratis\u00a0– ohne Kreditkarte.`,
    launched: `Registriere dein Startup und nimm deinen Pitch auf: die ersten ${platformFigures.freeMonths}\u00a0Monate alles kostenlos, danach bleibt Say Hello für Startups unter 50.000\u00a0€ Jahresumsatz gratis\u00a0– ohne Kreditkarte.`,
  }),
  primary: hero.primary,
  /** The Spotlight button says where the event stands. */
  spotlight: {
    upcoming: `Spotlight: Bewerbung ab ${dayAndMonth(spotlightEvent.applicationsOpen)}`,
    kickstart: 'Spotlight: jetzt Pitch einreichen',
    voting: 'Spotlight: Voting läuft',
    jury: `Spotlight: Finale am ${dayAndMonth(spotlightEvent.final)}`,
    final: 'Spotlight: Finale heute live',
    over: `${spotlightEvent.name}: der Rückblick`,
  } satisfies Record<SpotlightStage, string>,
}

/** The page head's description names the platform's angels (data/figures.ts; see +phaseHead.ts). */
export const headDescription = `Ein 60\u2011Sekunden-Video-Pitch statt Pitch-Deck-Marathon: OnePitch bringt B2B-Startups per KI-Matching zu ${platformFigures.angels} verifizierten Business Angels.`
