import { editionWindow, type TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { partnerHead } from './copy'

/** Partner of this edition until the pitch deadline, of the next one afterwards. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return partnerHead[editionWindow(time)]
}
