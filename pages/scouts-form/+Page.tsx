import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import type { ScoutStage } from '../../data/timeline'
import { HeroPreview } from '../scouts/HeroPreview'
import { scoutsFormPage } from './copy'

// The preview's heading follows the round: what the link earns now or from the round's start; once the round has
// closed, what a scout gets, without promising the next round's terms.
const previewLabel: Record<ScoutStage, string> = {
  upcoming: 'So verdienst du ab dem Start mit deinem Scout-Link',
  open: 'So verdienst du mit deinem Scout-Link',
  closed: 'Das erwartet dich als Scout',
}

export default function Page() {
  const stage = useTimeline().scouts
  return (
    <SignUpFormPage
      copy={scoutsFormPage(stage, useLinks())}
      preview={{ label: previewLabel[stage], view: <HeroPreview plain /> }}
    />
  )
}
