import { editionWindow, type TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { juryHead } from './copy'

/** The call to join while the edition takes jury members; the complete, then past jury afterwards. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return juryHead[editionWindow(time)]
}
