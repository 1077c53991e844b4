import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { headTitle } from './copy'

/** The same in every phase: the title names the platform's angels from data/figures.ts. */
export default function phaseHead(_time: TimelineState): PhaseHead {
  return { title: headTitle }
}
