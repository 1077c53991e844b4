import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { scoutsFormPage } from '../../data/pages/sign-up-forms'

export default function Page() {
  return <SignUpFormPage copy={scoutsFormPage} />
}
