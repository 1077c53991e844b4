import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { shareHead, shareOffer } from './copy'

/** The kickstart bonus while it runs; plain sharing during the edition; a memento after it. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return shareHead[shareOffer(time.spotlight)]
}
