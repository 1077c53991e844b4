import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { editionWindow } from '../../data/timeline'
import { WILDCARD_THRESHOLD } from '../startup-partner/copy'
import { WildcardCounter } from '../startup-partner/Sections'
import { startupPartnerFormPage } from './copy'

export default function Page() {
  return (
    <SignUpFormPage
      copy={startupPartnerFormPage(editionWindow(useTimeline()), useLinks())}
      preview={{
        label: `Ab ${WILDCARD_THRESHOLD} Startups: deine Wildcard`,
        view: <WildcardCounter look="beside" />,
      }}
    />
  )
}
