import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { HeroPreview } from '../scouts/HeroPreview'
import { scoutsFormPage } from './copy'

export default function Page() {
  return (
    <SignUpFormPage
      copy={scoutsFormPage(useTimeline().scouts, useLinks())}
      preview={{ label: 'So verdienst du mit deinem Scout-Link', view: <HeroPreview /> }}
    />
  )
}
