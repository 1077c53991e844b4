import { PersonName } from '../media/PersonName'
import { PersonPhoto } from '../media/PersonPhoto'
import { type ContactAction, ContactActions } from './ContactActions'
import { partnerContact } from './ContactCard'

type Props = {
  title: string
  text: string
  primary: ContactAction
  secondary?: ContactAction
  /** Our contact person, when it is not the partner contact. */
  person?: { name: string; role: string; image: string }
}

/**
 * Our contact person as the aside of a closing panel (`CtaPanel aside`): photo, name, a question and two small
 * actions – the call to action and the personal contact in one block instead of two sections.
 */
export function ContactPerson({ title, text, primary, secondary, person = partnerContact }: Props) {
  return (
    <div className="relative flex flex-col gap-4 rounded-3xl bg-ink-50 p-6 text-left ring-1 ring-ink-200">
      <div className="flex items-center gap-4">
        <PersonPhoto name={person.name} src={person.image} size={64} />
        <PersonName name={person.name} role={person.role} as="p" />
      </div>
      <h3 className="h-card">{title}</h3>
      <p className="text-sm leading-relaxed text-ink-700">{text}</p>
      <div className="flex flex-wrap gap-2">
        <ContactActions primary={primary} secondary={secondary} primaryVariant="dark" small />
      </div>
    </div>
  )
}
