import { spotlightNow } from '../../components/spotlight/steps'
import { clockTime, launch, longDate, shortDate, spotlightEvent } from '../../data/event'
import { classicFundraising, platformFigures, spotlightFigures } from '../../data/figures'
import { finalWinner, wildcardWinner } from '../../data/spotlight-results'
import { perLaunch, type SpotlightStage } from '../../data/timeline'
import { votingStartups } from '../../data/voting'

// Copy and figures of the home page. The hero badge follows the launch of data/event.ts
// (one launch date across the site; the spec's "September 2025" reading is not used).

export const hero = {
  badge: perLaunch({
    prelaunch: `Launch am ${shortDate(launch.date)}`,
    launched: 'Jetzt live: die Plattform ist gestartet',
  }),
  /**
   * While the Spotlight takes applications or votes, the badge is its link instead (voting week: the vote was
   * 3.300 px down the page; round 19): what happens there now, where it leads. The final falls on the launch day:
   * then the launch keeps the badge.
   */
  spotlightBadge: spotlightNow,
  title: 'Let’s change fundraising together',
  lead: `Ein 60\u2011Sekunden-Video-Pitch statt monatelanger Pitch-Deck-Marathons: OnePitch zeigt dein Startup ${platformFigures.angels} verifizierten Business Angels\u00a0– per KI genau denen, die zu dir passen.`,
  primary: perLaunch({ prelaunch: 'Early Access anmelden', launched: 'Kostenlos registrieren' }),
  secondary: 'Mehr erfahren',
  trust: ['Kein Crowdfunding', 'Keine Erfolgsprovision', 'DSGVO-konform'],
  /** Beside the founder photos: who they are. */
  foundersCaption: perLaunch({
    prelaunch: 'Gründer:innen im Early\u00a0Access',
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
  // The compound's hyphen does not break („Pre- / Seed“, „Seed- / Runde“ stood apart at 1280 px; round 26).
  intro:
    'Fast jedes Gründungsteam kennt es aus der Pre\u2011Seed- oder Seed\u2011Runde\u00a0– OnePitch setzt genau hier an.',
}

/**
 * The problem's argument in two bars: the classic round against the hero's 60-second pitch
 * (both figures the page states already; the bars are not to scale, the stub is the pitch's).
 */
export const problemCompare = {
  long: { label: 'Klassische Runde mit Pitch-Deck', value: classicFundraising },
  short: { label: 'Dein Video-Pitch auf OnePitch', value: '60\u00a0Sekunden' },
}

/** The spec's six pains, two to a row: time, reach, learning. */
export const pains = [
  {
    id: 'zeit',
    icon: 'i-lucide-calendar-clock',
    // The round's length once, as the bar's figure above (review 7.3 of session 32: the big „4–6 Monate“ and this
    // title said it twice).
    title: 'Die Hälfte deiner Zeit',
    text: 'Bis zu 50\u00a0% der Arbeitszeit fließen ins Fundraising statt ins Produkt\u00a0– so lange eine typische Runde läuft.',
  },
  {
    id: 'suche',
    icon: 'i-lucide-search',
    title: 'Tagelange Suche, keine Antwort',
    text: 'Angels zu finden, die zu Ticket, Branche und Phase passen, kostet Tage. Und die meisten kalten Anfragen bleiben unbeantwortet.',
  },
  {
    id: 'momentum',
    icon: 'i-lucide-trending-down',
    title: 'Kein Momentum, kein Feedback',
    text: 'Bis zur Zusage verfliegt der Schwung der ersten Gespräche, und Absagen kommen ohne Begründung: Du lernst nichts für den nächsten Pitch.',
  },
]

export const howItWorks = {
  eyebrow: 'So funktioniert’s',
  /** The heading's two sentences, set as two lines below 1024 px (review: „300+ / Angels“ split at both widths). */
  titleLines: ['Einmal pitchen.', `${platformFigures.angels}\u00a0Angels erreichen.`],
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

/** The half of the page for business angels: the feed, the matching and the two stages a startup can be in. */
export const angels = {
  label: 'Für Business Angels',
  title: 'Dein Dealflow: 60\u00a0Sekunden pro Startup',
  intro:
    'Statt Pitch-Decks zu wälzen, swipst du durch kurze Founder-Videos\u00a0– wie TikTok, nur für Investment-Matching. Die KI kuratiert deinen Feed nach Branchenfokus, Ticketgröße und Phase.',
  stagesLabel: 'Das Badge im Feed zeigt die Phase:',
  stages: [
    {
      badge: 'Say Hello',
      text: 'Startups zwischen zwei Runden kennenlernen: Watchlist und Founder-Updates, Deck und Kontakte auf Anfrage.',
    },
    {
      badge: 'Fundraising',
      text: 'Startups, die gerade aufnehmen: vollständige Profile, KI-Deal-Summaries, Deal-Tracking und Co-Investoren.',
    },
  ],
  link: 'Mehr für Business Angels',
  feedLabel: 'Drei Beispiel-Pitches im Feed',
  /** Beside the feed: the criteria of the intro that the pitch in front matches. */
  reasonsLabel: 'Warum in deinem Feed',
  reasons: (startup: { category: string; stage: string; minInvestment: string }) => [
    { label: 'Branche', value: startup.category },
    { label: 'Phase', value: startup.stage },
    { label: 'Ticket', value: `ab ${startup.minInvestment}` },
  ],
}

export const closing = {
  title: 'Bereit für dein Pitch-Video?',
  text: perLaunch({
    prelaunch: `Sichere dir jetzt deinen Early\u2011Access\u2011Platz: die ersten ${platformFigures.freeMonths}\u00a0Monate alles kostenlos, danach bleibt Say Hello für Startups unter 50.000\u00a0€ Jahresumsatz gratis\u00a0– ohne Kreditkarte.`,
    launched: `Registriere dein Startup und nimm deinen Pitch auf: die ersten ${platformFigures.freeMonths}\u00a0Monate alles kostenlos, danach bleibt Say Hello für Startups unter 50.000\u00a0€ Jahresumsatz gratis\u00a0– ohne Kreditkarte.`,
  }),
  primary: hero.primary,
  /** The page speaks to angels too: their way on, beside the founders' sign-up. */
  angels: 'Für Business Angels',
}

type BandCopy = {
  /** The phase in two words, as a chip (live phases get the green one). */
  chip: string
  title: string
  text: string
  link: string
  /** While the vote runs, its own way in beside the event's link (round 19: the vote stood only behind it). */
  vote?: { label: string; href: string }
}

const finalists = `die Top\u00a0${spotlightFigures.finalists} und eine Wildcard`
const angelsInFinal = `${spotlightFigures.angels}\u00a0Business Angels`

/**
 * The Spotlight band in each phase of the edition: what is open now and the next date, and once the edition is over,
 * how it ended (the winner of the final and the wildcard, data/spotlight-results.ts) and where the next one is
 * announced. Dates only ever name what is still ahead, except the final's, which the over phase names as past.
 */
export const spotlightBand: Record<SpotlightStage, BandCopy> = {
  upcoming: {
    chip: 'Bald geht’s los',
    title: `${spotlightEvent.name}: das Pitch-Event für B2B-Startups`,
    text: `Ein 60\u2011Sekunden-Video-Pitch, eine Jury aus dem Ökosystem\u00a0– und im digitalen Finale pitchen ${finalists} vor ${angelsInFinal}. Die Bewerbung öffnet am ${longDate(spotlightEvent.applicationsOpen)}.`,
    link: 'Zum Spotlight-Event',
  },
  kickstart: {
    chip: 'Bewerbung offen',
    title: `${spotlightEvent.name}: reiche jetzt deinen Pitch ein`,
    text: `Kostenlos und 100\u00a0% digital: Einsendeschluss ist der ${longDate(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}. Im Finale am ${longDate(spotlightEvent.final)} pitchen ${finalists} vor ${angelsInFinal}.`,
    link: 'Zum Spotlight-Event',
  },
  voting: {
    chip: 'Voting läuft',
    title: `${spotlightEvent.name}: Einreichung und Wildcard-Voting laufen`,
    text: `Noch bis ${longDate(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}: Pitch einreichen oder für die Wildcard abstimmen. Im Finale am ${longDate(spotlightEvent.final)} pitchen ${finalists} vor ${angelsInFinal}.`,
    link: 'Zum Spotlight-Event',
    vote: { label: 'Für die Wildcard abstimmen', href: '/wildcard-voting' },
  },
  jury: {
    chip: 'Jury bewertet',
    title: `${spotlightEvent.name}: die Jury wählt die Finalisten`,
    text: `Die Einreichung ist geschlossen. Im digitalen Finale am ${longDate(spotlightEvent.final)}, ${clockTime(spotlightEvent.final)}, pitchen ${finalists} aus dem Community-Voting vor ${angelsInFinal}.`,
    link: 'Zum Spotlight-Event',
  },
  final: {
    chip: 'Finale live',
    title: `${spotlightEvent.name}: das Finale läuft`,
    text: `Heute bis ${clockTime(spotlightEvent.end)} pitchen ${finalists} vor ${angelsInFinal}. Die Ergebnisse stehen danach auf der Event-Seite.`,
    link: 'Zum Spotlight-Event',
  },
  over: {
    chip: 'Vorbei',
    title: `${finalWinner.name} gewann ${spotlightEvent.name}`,
    text: `Im Finale am ${longDate(spotlightEvent.final)} pitchten die Top\u00a0${spotlightFigures.finalists} und ${wildcardWinner.startup.name} als Wildcard vor ${angelsInFinal}. Die nächste Ausgabe kündigen wir zuerst im Community-Kanal an.`,
    link: 'Alle Ergebnisse',
  },
}

/** Once the edition is over, the band's second action: hear of the next one first. */
/**
 * While the vote runs, what it is about beside the vote button: a few of the startups in it (the list /wildcard-voting
 * shows, in its order; no counts, which change by the minute) and the way to all of them.
 */
const shownCandidates = 3
export const voteCandidates = {
  label: 'Im Wildcard-Voting',
  title: `${votingStartups.length} Startups, ein Platz im Finale`,
  startups: votingStartups.slice(0, shownCandidates),
  more: `Alle ${votingStartups.length} Startups ansehen`,
  href: '/wildcard-voting',
}

export const nextEdition = { label: 'Updates im Community-Kanal', content: 'home_spotlight_next' }

/** The page head's description names the platform's angels (data/figures.ts; see +phaseHead.ts). */
export const headDescription = `Ein 60\u2011Sekunden-Video-Pitch statt Pitch-Deck-Marathon: OnePitch bringt B2B-Startups per KI-Matching zu ${platformFigures.angels} verifizierten Business Angels.`
