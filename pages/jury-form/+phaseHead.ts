import { editionWindow, type TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { juryFormHead } from './copy'

/** The sign-up while the edition takes jury members, its closing afterwards. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return juryFormHead[editionWindow(time)]
}
