import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { juryFormPage } from '../../data/pages/sign-up-forms'

export default function Page() {
  return <SignUpFormPage copy={juryFormPage} />
}
