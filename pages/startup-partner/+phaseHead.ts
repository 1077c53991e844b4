import { editionWindow, type TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'
import { startupPartnerHead } from './copy'

/** The sign-up until the pitch deadline; its closing, and the edition's end, afterwards. */
export default function phaseHead(time: TimelineState): PhaseHead {
  const window = editionWindow(time)
  return window === 'open' ? {} : startupPartnerHead[window]
}
