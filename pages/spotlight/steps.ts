import type { SpotlightStage } from '../../data/timeline'

// The edition's three steps (apply and vote, the jury, the final) and where each one stands in a stage of the
// timeline: the hero's phase track and the timeline section read the same.

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
