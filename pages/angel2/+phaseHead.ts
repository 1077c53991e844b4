import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { head } from './copy'

/** The premium early access before the launch, the premium registration after it. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return head[time.launch]
}
