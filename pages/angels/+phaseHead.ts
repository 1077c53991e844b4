import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { head } from './copy'

/** Early access before the launch, the registration after it. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return head[time.launch]
}
