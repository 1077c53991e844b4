import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { scoutsFormHead } from './copy'

/** The sign-up while the scout round is open; when it starts before, its closing after. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return scoutsFormHead[time.scouts]
}
