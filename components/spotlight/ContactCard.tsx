import { team } from '../../data/team'
import { PersonPhoto } from '../media/PersonPhoto'
import { CheckRow } from '../ui/CheckList'
import { Section } from '../ui/Section'
import { type ContactAction, ContactActions } from './ContactActions'

type Props = {
  id: string
  eyebrow: string
  title: string
  text: string
  primary: ContactAction
  secondary?: ContactAction
  /** Extra facts under the text (e.g. "15 Minuten · kostenlos"). */
  facts?: string[]
  /** Our contact person, when it is not the partner contact. */
  person?: { name: string; role: string; image: string }
}

/** The team member who looks after partners, jury and community (the COO of the about page's team). */
export const partnerContact = team.find((person) => person.role.includes('COO')) ?? team[0]!

/** A personal contact card: photo, name and role of our contact person, text and one or two actions. */
export function ContactCard({ id, eyebrow, title, text, primary, secondary, facts, person = partnerContact }: Props) {
  return (
    <Section id={id} tone="muted" labelledBy={`${id}-titel`}>
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-4xl bg-white p-6 text-center shadow-soft ring-1 ring-ink-200 sm:p-10 md:flex-row md:items-start md:gap-10 md:text-left">
        <PersonPhoto name={person.name} src={person.image} size={128} className="shadow-lift ring-4 ring-brand-50" />
        <div className="flex flex-1 flex-col items-center gap-3 md:items-start">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-titel`} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {title}
          </h2>
          <p className="prose">{text}</p>
          <p className="text-sm text-ink-600">
            <span className="font-semibold text-ink-900">{person.name}</span> · {person.role}
          </p>
          {facts?.length ? (
            <CheckRow items={facts} className="flex flex-wrap justify-center gap-2 md:justify-start" chips />
          ) : null}
          <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ContactActions primary={primary} secondary={secondary} />
          </div>
        </div>
      </div>
    </Section>
  )
}
