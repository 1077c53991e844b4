import { SignUpFormPage } from '../../components/forms/SignUpFormPage'
import { CohortView } from '../accelerator/CohortSection'
import { formPage } from './copy'

/** The accelerator partnership application: the external form, with the provider fallback. */
export default function Page() {
  return (
    <SignUpFormPage
      copy={formPage}
      preview={{ label: 'So seht ihr, wie eure Startups bei Angels ankommen', view: <CohortView flat /> }}
    />
  )
}
