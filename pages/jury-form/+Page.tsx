import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { editionWindow } from '../../data/timeline'
import { HeroRating } from '../jury-spotlight/HeroRating'
import { juryFormPage } from './copy'

export default function Page() {
  return (
    <SignUpFormPage
      copy={juryFormPage(editionWindow(useTimeline()), useLinks())}
      preview={{
        label: 'So bewertest du einen Pitch im Jury-Portal',
        view: <HeroRating priority={false} sample className="max-w-none" />,
      }}
    />
  )
}
