import { clockTime, dateAndTime, dayOfMonth, numericDayMonth, shortDate, spotlightEvent } from '../../data/event'
import { type SpotlightStage, stepStatusIn } from '../../data/timeline'
import { votingDates } from '../../data/voting'

// The edition's three steps (apply and vote, the jury, the final) and where each one stands in a stage of the
// timeline: the phase track (/spotlight's hero, the home page's Spotlight band) and /spotlight's timeline section
// read the same.

/** The stages in which each step runs. */
const stepStages: SpotlightStage[][] = [['kickstart', 'voting'], ['jury'], ['final']]

export const stepStatus = (step: number, stage: SpotlightStage) => stepStatusIn(stage, stepStages[step] ?? [])

/**
 * The phase track's copy: the edition's three steps with their dates, the one running now marked (the same
 * steps as /spotlight's timeline section, in a line).
 */
export const spotlightTrack = {
  label: `Ablauf von ${spotlightEvent.name}`,
  steps: [
    { label: 'Pitch & Voting', date: `bis ${numericDayMonth(spotlightEvent.pitchDeadline)}` },
    { label: 'Jury', date: `${dayOfMonth(spotlightEvent.juryStart)}–${numericDayMonth(spotlightEvent.juryEnd)}` },
    { label: 'Finale', date: numericDayMonth(spotlightEvent.final) },
  ],
  status: { done: 'abgeschlossen', current: 'läuft gerade', next: 'demnächst' },
}

/** Where the Spotlight's links lead: the event page, the vote while it runs. */
const eventPage = '/spotlight'
const votePage = '/wildcard-voting'

/**
 * What is on at the Spotlight in each stage, with its date and one link: the slim line under /kontakt's hero (round 23:
 * the running vote sat at the page's foot) and /startups' hero label. Once the edition is over there is nothing on,
 * and the line is left out.
 */
export const spotlightLine: Record<
  SpotlightStage,
  { text: string; date: string; href: string; action: string } | null
> = {
  upcoming: {
    text: 'Bewerbung ab',
    date: shortDate(spotlightEvent.applicationsOpen),
    href: eventPage,
    action: 'Zum Event',
  },
  kickstart: {
    text: 'Bewerbung offen bis',
    date: dateAndTime(spotlightEvent.pitchDeadline),
    href: eventPage,
    action: 'Zum Event',
  },
  voting: {
    text: 'Wildcard-Voting läuft bis',
    date: dateAndTime(spotlightEvent.pitchDeadline),
    href: votePage,
    action: 'Jetzt abstimmen',
  },
  jury: {
    text: 'Jury-Bewertung läuft, Finale am',
    date: dateAndTime(spotlightEvent.final),
    href: eventPage,
    action: 'Zum Event',
  },
  final: {
    text: 'Finale läuft heute,',
    date: `${shortDate(spotlightEvent.final)}, bis ${clockTime(spotlightEvent.end)}`,
    href: eventPage,
    action: 'Zum Finale',
  },
  over: null,
}

/** The final's day, beside the founders' dated line. */
const finalNote = `Finale ${numericDayMonth(spotlightEvent.final)}`
/** While pitches are accepted (kickstart and vote), founders read the submission deadline. */
const submitting = {
  text: 'Einreichung bis',
  date: dateAndTime(spotlightEvent.pitchDeadline),
  phone: `Einreichung bis ${numericDayMonth(spotlightEvent.pitchDeadline)}`,
  href: eventPage,
  action: 'Zum Event',
  note: finalNote,
}

/**
 * The same for founders (/startups' hero label): while pitches are accepted, the submission deadline – not the vote,
 * which is the audience's – with the final's day beside it (round 25: the page never said until when to submit).
 */
export const spotlightFounderLine: Record<
  SpotlightStage,
  {
    text: string
    date: string
    /** On phones, one line: the next date only, short (round 27: the line broke in two, the final before the deadline). */
    phone: string
    href: string
    action: string
    note?: string
  } | null
> = {
  upcoming: {
    text: 'Bewerbung ab',
    date: shortDate(spotlightEvent.applicationsOpen),
    phone: `Bewerbung ab ${numericDayMonth(spotlightEvent.applicationsOpen)}`,
    href: eventPage,
    action: 'Zum Event',
    note: finalNote,
  },
  kickstart: submitting,
  voting: submitting,
  jury: spotlightLine.jury && { ...spotlightLine.jury, phone: `Finale am ${numericDayMonth(spotlightEvent.final)}` },
  final: spotlightLine.final && { ...spotlightLine.final, phone: `Finale heute bis ${clockTime(spotlightEvent.end)}` },
  over: null,
}

/**
 * What a visitor can do at the Spotlight right now, where it is open, as a short link (the home hero's badge, /bits) – the
 * places the dated line links to.
 */
export const spotlightNow: Partial<Record<SpotlightStage, { text: string; href: string }>> = {
  kickstart: { text: `${spotlightEvent.name}: Bewerbung offen`, href: eventPage },
  voting: { text: `Wildcard-Voting läuft bis ${votingDates.votingEnds}`, href: votePage },
}
