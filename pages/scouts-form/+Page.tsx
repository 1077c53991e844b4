import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { HeroPreview } from '../scouts/HeroPreview'
import { scoutsFormPage, scoutsFormPreview, scoutsFormPreviewNote } from './copy'

export default function Page() {
  const stage = useTimeline().scouts
  const copy = scoutsFormPage(stage, useLinks())
  // Without the form, the points join the preview's card (as a list of their own they repeated its rates).
  const points = copy.closed ? copy.points : undefined
  return (
    <SignUpFormPage
      copy={copy}
      preview={{
        label: scoutsFormPreview[stage],
        view: <HeroPreview plain points={points} />,
        showsPoints: Boolean(points),
        inCard: true,
        note: scoutsFormPreviewNote[stage],
      }}
    />
  )
}
