import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { startupPartnerFormPage } from './copy'

export default function Page() {
  return <SignUpFormPage copy={startupPartnerFormPage} />
}
