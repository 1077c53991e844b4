import { dayOfMonth, numericDayMonth, spotlightEvent } from '../../data/event'
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

/** What a visitor can do at the Spotlight right now, where it is open, as a short link (the home hero's badge, /bits). */
export const spotlightNow: Partial<Record<SpotlightStage, { text: string; href: string }>> = {
  kickstart: { text: `${spotlightEvent.name}: Bewerbung offen`, href: '/spotlight' },
  voting: { text: `Wildcard-Voting läuft bis ${votingDates.votingEnds}`, href: '/wildcard-voting' },
}
