import { clockTime, dateAndTime, dayAndMonth, longDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { communityUrl, type ExternalLinks, founderRegistrationUrl } from '../../data/links'
import type { SpotlightStage } from '../../data/timeline'

// Copy of the event landing page /spotlight: navigation, call
// to action, hero and its status, deadline section; the sections below the hero are in ./copy-sections.ts.
// Readings: the top 10 pitch to the 30 angels, plus one wildcard (11th place) chosen by public vote.

export const spotlightNav = {
  label: 'Abschnitte des Spotlight-Events',
  items: [
    { id: 'jury', label: 'Jury' },
    { id: 'pitch', label: 'Angels' },
    { id: 'prozess', label: 'Timeline' },
    { id: 'benefits', label: 'Benefits' },
    // Every section a visitor scrolls through has its entry (round 22: „Benefits“ stayed lit over the partners).
    { id: 'partner', label: 'Partner' },
    { id: 'about', label: 'Über uns' },
  ],
}

export type Cta = { href: string; label: string; shortLabel: string }

/**
 * The page's main call to action in each phase: apply while applications are open, otherwise follow the
 * community channel (a reminder before the start, results and the next edition afterwards).
 */
export function spotlightCta(stage: SpotlightStage, links: ExternalLinks): Cta {
  if (stage === 'kickstart' || stage === 'voting')
    return { href: founderRegistrationUrl(links), label: 'Jetzt Pitch einreichen', shortLabel: 'Pitch einreichen' }
  const content = `spotlight_${stage}`
  if (stage === 'upcoming')
    return { href: communityUrl(links, content), label: 'Zum Start erinnern lassen', shortLabel: 'Erinnern' }
  return { href: communityUrl(links, content), label: 'Updates im Community-Kanal', shortLabel: 'Updates' }
}

type Status = {
  heading: string
  /** Countdown while the next boundary is ahead; omitted when nothing is counted down. */
  countdown?: { target: string; label: string; ended: string }
  text?: string
  secondary: { label: string; href: string }
}

const deadline = dateAndTime(spotlightEvent.pitchDeadline)

/** The hero's status panel in each phase of the edition. */
export const spotlightStatus: Record<SpotlightStage, Status> = {
  upcoming: {
    // The countdown below names the date: the heading names what it counts down to.
    heading: 'Bis zum Bewerbungsstart',
    countdown: {
      target: spotlightEvent.applicationsOpen,
      label: `Countdown bis zum Bewerbungsstart am ${longDate(spotlightEvent.applicationsOpen)}`,
      ended: 'Die Bewerbung ist geöffnet\u00a0– lade die Seite neu.',
    },
    secondary: { label: 'So läuft es ab', href: '#prozess' },
  },
  kickstart: {
    heading: 'Bis zum Start des Wildcard-Votings',
    countdown: {
      target: spotlightEvent.start,
      label: `Countdown bis zum Start des Wildcard-Votings am ${longDate(spotlightEvent.start)}, ${clockTime(spotlightEvent.start)}`,
      ended: 'Das Wildcard-Voting ist gestartet.',
    },
    text: `Einreichung bis ${deadline}.`,
    secondary: { label: 'So läuft es ab', href: '#prozess' },
  },
  voting: {
    heading: 'Bis zum Einreichungsschluss',
    countdown: {
      target: spotlightEvent.pitchDeadline,
      label: `Countdown bis zum Einreichungsschluss am ${longDate(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}`,
      ended: 'Die Einreichung ist beendet.',
    },
    secondary: { label: 'Zum Wildcard-Voting', href: '/wildcard-voting' },
  },
  jury: {
    heading: 'Bis zum Finale',
    countdown: {
      target: spotlightEvent.final,
      label: `Countdown bis zum Finale am ${longDate(spotlightEvent.final)}, ${clockTime(spotlightEvent.final)}`,
      ended: 'Das Finale läuft.',
    },
    text: `Die Jury bewertet die Pitches bis zum ${dayAndMonth(spotlightEvent.final)}. Im Finale verkünden wir die Top\u00a0${spotlightFigures.finalists} und die Wildcard.`,
    secondary: { label: 'Ergebnis des Votings', href: '/wildcard-voting' },
  },
  final: {
    heading: `Das Finale läuft\u00a0– heute bis ${clockTime(spotlightEvent.end)}`,
    text: `Die Top\u00a0${spotlightFigures.finalists} und das Wildcard-Startup pitchen jetzt vor ${spotlightFigures.angels} Business Angels. Die Ergebnisse stehen nach dem Finale auf dieser Seite und im Community-Kanal.`,
    secondary: { label: 'Ergebnis des Votings', href: '/wildcard-voting' },
  },
  over: {
    heading: `${spotlightEvent.name} ist vorbei\u00a0– die nächste Ausgabe kommt`,
    text: `Danke an alle Startups, die Jury und die Angels! Die Top\u00a0${spotlightFigures.finalists} und die Wildcard haben am ${longDate(spotlightEvent.final)} gepitcht\u00a0– hier sind die Ergebnisse. Von der nächsten Ausgabe erfährst du zuerst per E-Mail und im Community-Kanal.`,
    secondary: { label: 'Zu den Ergebnissen', href: '#ergebnisse' },
  },
}

export const spotlightHero = {
  eyebrow: `${spotlightEvent.name} · Pitch-Event`,
  title: `Ein Pitch. ${spotlightFigures.angels}\u00a0Business Angels.`,
  titleAccent: 'Dein Spotlight.',
  lead: `Das digitale Pitch-Event für B2B-Startups von Pre\u2011Seed bis Seed: ein 60\u2011Sekunden-Video-Pitch, eine Jury aus dem Ökosystem\u00a0– die Top\u00a0${spotlightFigures.finalists} plus eine Wildcard pitchen vor ${spotlightFigures.angels} Business Angels.`,
  note: 'Kostenlos bewerben · 100\u00a0% digital',
}

/**
 * The status module's figure of the applicants (the event's 30 angels are the headline's, said there once). Its label
 * says what it counts in this event, so the 300+ startups read apart from the platform's 300+ angels in the footer.
 */
export function spotlightApplicants(stage: SpotlightStage) {
  const label =
    stage === 'upcoming'
      ? 'B2B-Startups erwartet'
      : stage === 'kickstart' || stage === 'voting'
        ? 'B2B-Startups bewerben sich'
        : 'B2B-Startups haben sich beworben'
  return { value: spotlightFigures.startups, label }
}

/** The final's seats in the status module: who fills them (no tense: it reads true before, during and after). */
export const spotlightFinalCard = {
  seats: 'Plätze im Finale',
  jury: `Top\u00a0${spotlightFigures.finalists} der Jury`,
  wildcard: `${spotlightFigures.wildcards}\u00a0Wildcard aus dem Voting`,
}

/** The hero once the edition is over: it opens with the results. */
export const spotlightHeroOver = {
  title: `${spotlightEvent.name}:`,
  titleAccent: 'die Ergebnisse',
  lead: `Das digitale Pitch-Event für B2B-Startups von Pre\u2011Seed bis Seed: ${spotlightFigures.startups} Startups reichten ihren 60\u2011Sekunden-Video-Pitch ein, die Jury wählte die Top\u00a0${spotlightFigures.finalists}, die Community die Wildcard\u00a0– und im Finale pitchten sie vor ${spotlightFigures.angels} Business Angels.`,
}

type DeadlineCopy = {
  eyebrow: string
  title: string
  intro: string
  countdown?: { target: string; label: string; ended: string }
  note: string
}

/** The call-to-action section before "Über uns", in each phase. */
export const spotlightDeadline: Record<SpotlightStage, DeadlineCopy> = {
  upcoming: {
    eyebrow: 'Bewerbungsstart',
    title: `Ab ${dayAndMonth(spotlightEvent.applicationsOpen)} kannst du pitchen`,
    intro: `Die Bewerbung für ${spotlightEvent.name} öffnet am ${longDate(spotlightEvent.applicationsOpen)}. Im Community-Kanal erinnern wir dich rechtzeitig.`,
    countdown: spotlightStatus.upcoming.countdown,
    note: 'Kostenlos · 100\u00a0% digital',
  },
  kickstart: {
    eyebrow: 'Einreichung',
    title: 'Reiche deinen Pitch jetzt ein',
    intro: `Einsendeschluss ist der ${longDate(spotlightEvent.pitchDeadline)} um ${clockTime(spotlightEvent.pitchDeadline)}. Ein Video, 60\u00a0Sekunden, ${spotlightFigures.angels} Business Angels.`,
    countdown: spotlightStatus.voting.countdown,
    note: 'Kostenlos · Dauert keine 10\u00a0Minuten',
  },
  voting: {
    eyebrow: 'Einreichungsschluss',
    title: 'Nur noch kurze Zeit für deinen Pitch',
    intro: `Reiche deinen Pitch bis zum ${longDate(spotlightEvent.pitchDeadline)} um ${clockTime(spotlightEvent.pitchDeadline)} ein. Ein Video, 60\u00a0Sekunden, ${spotlightFigures.angels} Business Angels.`,
    countdown: spotlightStatus.voting.countdown,
    note: 'Kostenlos · Dauert keine 10\u00a0Minuten',
  },
  jury: {
    eyebrow: 'Einreichung beendet',
    title: 'Danke für eure Pitches!',
    intro: `Die Einreichung ist seit ${deadline} geschlossen. Die Jury bewertet jetzt, im Finale am ${longDate(spotlightEvent.final)} stehen die Top\u00a0${spotlightFigures.finalists} und die Wildcard fest.`,
    countdown: spotlightStatus.jury.countdown,
    note: 'Ergebnisse und die nächste Ausgabe zuerst im Community-Kanal',
  },
  final: {
    eyebrow: 'Finale',
    title: 'Das Finale läuft gerade',
    intro: `Die Top\u00a0${spotlightFigures.finalists} und das Wildcard-Startup pitchen heute vor ${spotlightFigures.angels} Business Angels.`,
    note: 'Ergebnisse und die nächste Ausgabe zuerst im Community-Kanal',
  },
  over: {
    eyebrow: 'Nächste Ausgabe',
    title: `${spotlightEvent.name} ist vorbei\u00a0– sei beim nächsten Mal dabei`,
    intro:
      'Die nächste Ausgabe kündigen wir zuerst im Community-Kanal an: mit Terminen, Bewerbungsstart und allen Neuerungen. Bis dahin kannst du deinen Pitch schon vorbereiten.',
    note: 'Tipps für dein Video findest du in unseren Video-Tipps',
  },
}
