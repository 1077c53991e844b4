import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { juryFormPage } from './copy'

export default function Page() {
  return <SignUpFormPage copy={juryFormPage} />
}
