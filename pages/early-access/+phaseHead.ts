import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { earlyAccessHead } from './copy'

/** The early-access offer before the launch, the registration after it. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return earlyAccessHead[time.launch]
}
