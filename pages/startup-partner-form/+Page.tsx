import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { spotlightFigures } from '../../data/figures'
import { editionWindow } from '../../data/timeline'
import { WildcardCounter } from '../startup-partner/Sections'
import { startupPartnerFormPage } from './copy'

export default function Page() {
  return (
    <SignUpFormPage
      copy={startupPartnerFormPage(editionWindow(useTimeline()), useLinks())}
      preview={{
        label: `Ab ${spotlightFigures.partnerStartups} Startups: deine Wildcard`,
        view: <WildcardCounter withPoints={false} />,
      }}
    />
  )
}
