import type { ReactNode } from 'react'
import { team } from '../../data/team'
import { PersonName } from '../media/PersonName'
import { PersonPhoto } from '../media/PersonPhoto'
import { useLinks } from '../PageContext'
import { ButtonLink } from '../ui/ButtonLink'
import { ContactActions } from './ContactActions'

/** The team member who looks after partners, jury, scouts and community (the COO of the about page's team). */
export const partnerContact = team.find((person) => person.role.includes('COO')) ?? team[0]!

/**
 * The aside's texts: its question, a line under it and the labels of its actions (without `book`, writing a mail is
 * the one action: a page whose main button already books the call).
 */
type ContactPersonCopy = { title: string; text: string; book?: string; write: string }

type Props = {
  copy: ContactPersonCopy
  /** The `mailto:` address of the second action, with the page's subject. */
  mail: string
  /** Our contact person, when it is not the partner contact. */
  person?: { name: string; role: string; image: string }
  /**
   * With both actions, which one leads: `book` (default) the dark booking button; `write` the mail as the page's
   * gradient primary and the booking outlined, as in a hero whose main action is the mail (/partner-spotlight);
   * `none` both outlined, beside a panel whose own button is the page's primary (/startup-partner).
   */
  lead?: 'book' | 'write' | 'none'
  /** Small buttons (default); full-size where the page's other buttons for the same actions are (/partner-spotlight). */
  small?: boolean
  /** The card's surface, written out: grey on a white panel (default), white on a tinted band. */
  surface?: string
  /**
   * Both actions of one width side by side from 640 px (/startup-partner, review round 27: 244 and 226 px read as an
   * accident); the card must be wide enough for the longer label in half its width.
   */
  even?: boolean
}

/**
 * Our contact person as the aside of a closing panel (`CtaPanel aside`): photo, name, a question and two small
 * actions (book a call in the booking calendar, write a mail) – the call to action and the personal contact in one
 * block instead of two sections.
 */
export function ContactPerson({
  copy,
  mail,
  person = partnerContact,
  lead = 'book',
  small = true,
  surface = 'bg-ink-50 ring-1 ring-ink-200',
  even = false,
}: Props) {
  const calendar = useLinks().bookingCalendar
  return (
    <div className={`relative flex flex-col gap-4 rounded-3xl p-6 text-left ${surface}`}>
      <div className="flex items-center gap-4">
        <PersonPhoto name={person.name} src={person.image} size={64} />
        <PersonName name={person.name} role={person.role} as="p" />
      </div>
      <h3 className="h-card">{copy.title}</h3>
      <p className="text-sm leading-relaxed text-ink-700">{copy.text}</p>
      {/* On phones the two actions one under the other, full width (round 24: two narrow buttons of different widths);
          wider, side by side where both fit, else each growing to the card's width, never two stacked widths (round 26). */}
      <div
        className={`flex flex-col gap-2 ${even ? 'sm:grid sm:grid-cols-2' : 'sm:flex-row sm:flex-wrap sm:[&>*]:grow'}`}
      >
        {/* The mail alone is a quiet outlined button, not a second dark one beside the page's main action. */}
        {copy.book ? (
          <ContactActions
            {...(lead === 'write'
              ? {
                  primary: { href: mail, label: copy.write, icon: 'i-lucide-mail' },
                  secondary: { href: calendar, label: copy.book, external: true, icon: 'i-lucide-calendar-days' },
                  primaryVariant: 'primary' as const,
                }
              : {
                  primary: { href: calendar, label: copy.book, external: true },
                  secondary: { href: mail, label: copy.write },
                  primaryVariant: lead === 'none' ? ('secondary' as const) : ('dark' as const),
                })}
            small={small}
          />
        ) : (
          <ButtonLink href={mail} variant="secondary" small={small} icon="i-lucide-mail">
            {copy.write}
          </ButtonLink>
        )}
      </div>
    </div>
  )
}

/**
 * Our contact person as a card of its own under a form or a list of steps (the sign-up pages, /form-acc-danke): one
 * white row on wider screens (photo, name and role over one line of text, the actions at the right), on phones the
 * actions on their own line under the text (round 26: "E-Mail an Selin / oder häufige Fragen" broke mid-sentence).
 * With a `note` instead of a text (the sign-up pages): the note first, a small line over the name, the actions in a
 * row under the role, all on the edge of the name (round 27: the question came third, larger than the role, and the
 * actions' column at the right ended ragged).
 */
export function ContactCard({
  text,
  note,
  actions,
  person = partnerContact,
  flat = false,
}: {
  actions: ReactNode
  person?: { name: string; role: string; image: string }
  /** Border without shadow: beside other flat cards (a closed sign-up page's notice and offer). */
  flat?: boolean
} & ({ text: ReactNode; note?: never } | { note: string; text?: never })) {
  if (note)
    return (
      <div
        className={`flex items-start gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:gap-5 sm:p-8${flat ? '' : ' shadow-soft'}`}
        data-contact-card
      >
        <PersonPhoto name={person.name} src={person.image} size={64} />
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-ink-600">{note}</p>
            <PersonName name={person.name} role={person.role} as="p" />
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1">{actions}</div>
        </div>
      </div>
    )
  return (
    <div
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-6 sm:p-6"
      data-contact-card
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <PersonPhoto name={person.name} src={person.image} size={64} />
        <div className="flex min-w-0 flex-col gap-1">
          <PersonName name={person.name} role={person.role} as="p" />
          <p className="text-pretty leading-snug text-ink-800">{text}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 sm:shrink-0 sm:flex-col sm:items-start">
        {actions}
      </div>
    </div>
  )
}
