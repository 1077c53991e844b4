import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { scoutsFormPage } from './copy'

export default function Page() {
  return <SignUpFormPage copy={scoutsFormPage} />
}
