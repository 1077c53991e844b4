import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { HeroPreview } from '../scouts/HeroPreview'
import { scoutsFormPage, scoutsFormPreview } from './copy'

export default function Page() {
  const stage = useTimeline().scouts
  return (
    <SignUpFormPage
      copy={scoutsFormPage(stage, useLinks())}
      preview={{ label: scoutsFormPreview[stage], view: <HeroPreview plain /> }}
    />
  )
}
