import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { startupPartnerFormPage } from '../../data/pages/sign-up-forms'

export default function Page() {
  return <SignUpFormPage copy={startupPartnerFormPage} />
}
