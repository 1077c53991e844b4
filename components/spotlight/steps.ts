import { dayOfMonth, numericDayMonth, spotlightEvent } from '../../data/event'
import type { SpotlightStage } from '../../data/timeline'

// The edition's three steps (apply and vote, the jury, the final) and where each one stands in a stage of the
// timeline: the phase track (/spotlight's hero, the home page's Spotlight band) and /spotlight's timeline section
// read the same.

export type StepStatus = 'done' | 'current' | 'next'

/** The stages in which each step runs. */
const stepStages: SpotlightStage[][] = [['kickstart', 'voting'], ['jury'], ['final']]
const order: SpotlightStage[] = ['upcoming', 'kickstart', 'voting', 'jury', 'final', 'over']

export function stepStatus(step: number, stage: SpotlightStage): StepStatus {
  const stages = stepStages[step] ?? []
  if (stages.includes(stage)) return 'current'
  const last = Math.max(...stages.map((s) => order.indexOf(s)))
  return order.indexOf(stage) > last ? 'done' : 'next'
}

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
