import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { useLinks, useTimeline } from '../../components/PageContext'
import { scoutsFormPage } from './copy'

export default function Page() {
  return <SignUpFormPage copy={scoutsFormPage(useTimeline().scouts, useLinks())} />
}
