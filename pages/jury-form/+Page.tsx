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
        label: 'So bewertest du im Jury-Portal',
        view: (
          // Left-aligned with its heading (the hero centres it in its column).
          <div className="max-w-md">
            <HeroRating priority={false} />
          </div>
        ),
      }}
    />
  )
}
