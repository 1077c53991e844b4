import {
  clockTime,
  dayAndMonth,
  type EventDate,
  longDate,
  numericDayMonth,
  shortDate,
  spotlightEvent,
} from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'
import { votingPrizes, votingStartups } from '../../data/voting'

// Copy of the /spotlight sections below the hero: jury, angels, timeline, benefits, partners, about, team.
// The hero, its status in each phase and the deadline section are in ./copy.ts.

export const spotlightJury = {
  eyebrow: 'Die Jury',
  // How the jury rates is said here once (round 24: "bewertet jeden Pitch" read as every member rating every
  // pitch, the timeline said 30 each); the timeline's second step only names the phase.
  title: 'Die Jury wählt die Finalisten',
  // The seats as the partner page counts them (data/figures.ts): the grid below names the filled ones, the open
  // seats follow as placeholders behind "Alle anzeigen".
  intro: `Gründerinnen, Investoren und Köpfe aus dem Ökosystem: Vom ${dayAndMonth(spotlightEvent.juryStart)} bis zum ${longDate(spotlightEvent.final)} bewertet jedes Mitglied ${spotlightFigures.pitchesPerJuror} zufällig zugeteilte Pitches auf einer Skala von ${spotlightFigures.ratingScale}. ${spotlightFigures.juryFilled} von ${spotlightFigures.jurySeats} Jury-Plätzen sind vergeben, die übrigen ${spotlightFigures.jurySeats - spotlightFigures.juryFilled} stellen wir vor, sobald sie feststehen.`,
  listLabel: 'Jury-Mitglieder',
}

/** The jury section once the edition is over (the grid then shows the members who rated). */
export const spotlightJuryOver = {
  title: `Die Jury von ${spotlightEvent.name}`,
  intro: `Gründerinnen, Investoren und Köpfe aus dem Ökosystem: Zwischen dem ${dayAndMonth(spotlightEvent.juryStart)} und dem ${longDate(spotlightEvent.final)} bewertete jedes Mitglied ${spotlightFigures.pitchesPerJuror} zufällig zugeteilte Pitches auf einer Skala von ${spotlightFigures.ratingScale}. Ihre Top\u00a0${spotlightFigures.finalists} pitchten im Finale vor ${spotlightFigures.angels} Business Angels.`,
}

export const spotlightAngels = {
  eyebrow: 'Die Angels',
  title: `${spotlightFigures.angels} Business Angels sehen die Finalisten`,
  intro:
    'Verifizierte Angels mit echter Investment-Erfahrung sehen sich die Videos der Finalisten an, bewerten sie und geben Feedback.',
  listLabel: 'Business Angels',
}

/** The angels section once the edition is over (the grid then shows the angels we introduced). */
export const spotlightAngelsOver = {
  title: `${spotlightFigures.angels} Business Angels sahen die Finalisten`,
  intro:
    'Verifizierte Angels mit echter Investment-Erfahrung sahen sich die Videos der Finalisten an, bewerteten sie und gaben Feedback. Einige von ihnen stellen wir hier vor\u00a0– tippe auf ein Profil, um mehr zu erfahren.',
}

type Stage = { date: EventDate; dateLabel: string; title: string; text: string }

export const spotlightProcess = {
  eyebrow: 'Timeline',
  title: 'In drei Schritten ins Spotlight',
  intro: `Vom Video-Pitch bis zum Finale: So läuft ${spotlightEvent.name} ab.`,
  /** Chip on a step: done, running now, or still ahead. */
  statusLabels: { done: 'Abgeschlossen', current: 'Läuft gerade', next: 'Demnächst' },
  stages: [
    {
      date: 'start',
      dateLabel: `Ab ${shortDate(spotlightEvent.start)}`,
      title: 'Pitch einreichen & Wildcard-Voting',
      text: `Nimm deinen 60\u2011Sekunden-Video-Pitch auf und reiche ihn ein. Am ${dayAndMonth(spotlightEvent.start)} startet das öffentliche Wildcard-Voting: Die Community wählt ein Startup auf Platz\u00a0${spotlightFigures.finalists + 1}.`,
    },
    {
      date: 'pitchDeadline',
      dateLabel: shortDate(spotlightEvent.pitchDeadline),
      title: 'Einreichungsschluss & Jury-Bewertung',
      // The date stands over the step; the hero and the closing band count down to it (session 30: told four times).
      text: `Mit der Einreichung endet auch das Voting. Dann bewertet die Jury die Pitches und wählt die Top\u00a0${spotlightFigures.finalists}.`,
    },
    {
      date: 'final',
      dateLabel: shortDate(spotlightEvent.final),
      title: 'Digitales Finale',
      text: `Wir verkünden live die Top\u00a0${spotlightFigures.finalists} und den Gewinner des Wildcard-Votings. Die Finalisten pitchen vor ${spotlightFigures.angels} Business Angels\u00a0– alle anderen erhalten ihr Feedback.`,
    },
  ] satisfies Stage[],
  votingLink: { label: 'Zum Wildcard-Voting', href: '/wildcard-voting' },
}

const { start, pitchDeadline } = spotlightEvent

/**
 * The wildcard vote under the timeline while it is ahead or running: who is in it, until when, the way in
 * (round 19: the vote was one outline button after the steps).
 */
export const spotlightWildcard = {
  eyebrow: `Wildcard-Voting · Platz\u00a0${spotlightFigures.finalists + 1}`,
  title: `${votingStartups.length} Startups, ein Platz im Finale`,
  text: {
    kickstart: `Ab ${dayAndMonth(start)}, ${clockTime(start)} stimmt die Community ab: Das Startup mit den meisten Stimmen zieht ins Finale ein.`,
    // The vote's end is the deadline the hero counts down to: said here once more only as its date (session 30).
    voting: `Die Community entscheidet: Das Startup mit den meisten Stimmen zieht ins Finale ein. Eine Stimme pro Person und Startup, bis ${numericDayMonth(pitchDeadline)}`,
  },
  /** The vote's prize money as three chips (round 24: it was a footnote under the text). */
  prizesTitle: `Preisgeld für die Top\u00a0${votingPrizes.length} im Voting`,
  prizes: votingPrizes,
  link: { kickstart: 'Zum Wildcard-Voting', voting: 'Jetzt abstimmen' },
  /** The label while the vote runs, beside the live dot. */
  liveLabel: 'Wildcard-Voting läuft',
  /** Three entries of the ballot, in the voting's data order (a sample, not a ranking). */
  preview: votingStartups.slice(0, 3),
  previewLabel: 'Startups im Voting, eine Auswahl',
  more: `und ${votingStartups.length - 3} weitere Startups im Voting`,
}

/** The timeline once the edition is over: how it went. */
export const spotlightProcessOver = {
  title: 'In drei Schritten ins Spotlight',
  intro: `Vom Video-Pitch bis zum Finale: So lief ${spotlightEvent.name} ab.`,
  texts: [
    `Die Startups nahmen ihren 60\u2011Sekunden-Video-Pitch auf und reichten ihn ein. Am ${dayAndMonth(spotlightEvent.start)} startete das öffentliche Wildcard-Voting: Die Community wählte ein Startup auf Platz\u00a0${spotlightFigures.finalists + 1}.`,
    `Am ${dayAndMonth(spotlightEvent.pitchDeadline)} um ${clockTime(spotlightEvent.pitchDeadline)} endeten Einreichung und Voting. Dann bewertete die Jury die Pitches und wählte die Top\u00a0${spotlightFigures.finalists}.`,
    `Wir verkündeten live die Top\u00a0${spotlightFigures.finalists} und den Gewinner des Wildcard-Votings. Die Finalisten pitchten vor ${spotlightFigures.angels} Business Angels\u00a0– alle anderen erhielten ihr Feedback.`,
  ],
  votingLink: { label: 'Endergebnis des Votings', href: '/wildcard-voting' },
}

export const spotlightBenefits = {
  eyebrow: 'Benefits',
  title: 'Jede Bewerbung zahlt sich aus',
  // The value itself stands beside the ruled list as one plain figure (above it on phones).
  intro: 'Auch ohne Finalplatz gehst du nicht leer aus: Diese Tools und Zugänge erhalten alle Teilnehmenden.',
  items: [
    {
      icon: 'i-lucide-layout-dashboard',
      title: 'Zugang zur Plattform',
      text: `Dein Profil auf ${site.name}: Pitch, Kennzahlen und KI-Matching mit passenden Business Angels.`,
    },
    {
      icon: 'i-lucide-users',
      title: 'Kuratiertes Peer-Matching',
      text: 'Auf Wunsch (Opt-in) verbinden wir dich mit Gründer:innen, die vor ähnlichen Fragen stehen\u00a0– kuratiert, nicht zufällig.',
    },
    {
      icon: 'i-lucide-ticket',
      title: 'Invite-only Events',
      text: 'Einladungen zu exklusiven Community-Events. Die Plätze vergeben wir nach dem Prinzip „first come, first served“.',
    },
    {
      icon: 'i-lucide-message-square-text',
      title: 'Feedback zu deinem Pitch',
      text: 'Du erfährst, was überzeugt und was du schärfen solltest\u00a0– von Menschen, die täglich Pitches sehen.',
    },
    {
      icon: 'i-lucide-repeat',
      title: 'Dein Pitch arbeitet weiter',
      text: 'Dein Video bleibt wertvoll: Du nutzt es später direkt in deinem Plattform-Profil, ohne neu aufzunehmen.',
    },
  ],
  value: { amount: spotlightFigures.toolsValue, label: 'Wert der Tools und Zugänge für alle Teilnehmenden' },
  listLabel: 'Vorteile für alle Teilnehmenden',
  more: (count: number) => `Alle ${count} Vorteile anzeigen`,
}

/** Once applications are closed the benefits no longer invite; after the edition they are told as past. */
export const spotlightBenefitsClosed = {
  closed: {
    title: 'Das bekommen alle Teilnehmenden',
    intro: 'Auch ohne Finalplatz geht niemand leer aus: Diese Tools und Zugänge erhalten alle Teilnehmenden.',
  },
  over: {
    title: 'Das haben alle Teilnehmenden bekommen',
    intro: 'Auch ohne Finalplatz ging niemand leer aus: Diese Tools und Zugänge erhielten alle Teilnehmenden.',
  },
}

export const spotlightPartners = {
  eyebrow: 'Unterstützer',
  title: 'Gemeinsam mit starken Partnern',
  intro: `Unternehmen und Netzwerke aus dem Startup-Ökosystem machen ${spotlightEvent.name} möglich.`,
  introOver: `Unternehmen und Netzwerke aus dem Startup-Ökosystem machten ${spotlightEvent.name} möglich.`,
  corporateHeading: 'Corporate-Partner',
  networkHeading: 'Netzwerkpartner',
  links: [
    { label: 'Partner werden', href: '/partner-spotlight' },
    { label: 'Netzwerkpartner werden', href: '/startup-partner' },
  ],
}

export const spotlightAbout = {
  eyebrow: 'Über uns',
  title: `Spotlight ist ein Event von ${site.name}`,
  intro: `${site.name} verbindet Startups und Business Angels per 60\u2011Sekunden-Video-Pitch. Spotlight bringt das Prinzip einmal im Jahr auf die große Bühne.`,
  cards: [
    {
      icon: 'i-lucide-rocket',
      title: 'Für Startups',
      text: 'Einmal pitchen, von verifizierten Business Angels gefunden werden\u00a0– ohne Erfolgsprovision.',
      link: { label: 'Mehr für Startups', href: '/startups' },
    },
    {
      icon: 'i-lucide-gem',
      title: 'Für Business Angels',
      text: 'Kuratierter Dealflow im Video-Format: in einer Minute wissen, ob ein Team zu dir passt.',
      link: { label: 'Mehr für Angels', href: '/angels' },
    },
  ],
}

export const spotlightTeam = {
  title: 'Die Menschen hinter Spotlight',
  listLabel: 'Das Team',
  button: { label: 'Mehr über uns', href: '/ueber-uns' },
}
