import { editionWindow, type TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { startupPartnerFormHead } from './copy'

/** The sign-up while the edition takes network partners, its closing afterwards. */
export default function phaseHead(time: TimelineState): PhaseHead {
  return startupPartnerFormHead[editionWindow(time)]
}
