import type { ReactNode } from 'react'
import { type ClosedSignUp, forms, type SignUpFormCopy } from '../../data/forms'
import { mailto } from '../../data/links'
import { firstName } from '../../data/team'
import { useLinks } from '../PageContext'
import { ContactCard, partnerContact } from '../spotlight/ContactPerson'
import { BackLink } from '../ui/BackLink'
import { ButtonLink } from '../ui/ButtonLink'
import { CheckList } from '../ui/CheckList'
import { Section } from '../ui/Section'
import { EmbeddedForm } from './EmbeddedForm'

/**
 * What the visitor signs up for, drawn as the product shows it (the parent page's signature view); `showsPoints`
 * when the view lists the page's points itself.
 */
export type FormPreview = {
  label: string
  view: ReactNode
  showsPoints?: boolean
  /** The view is a card's body: the label stands inside the card as its heading (not a heading over it). */
  inCard?: boolean
  /** A short line over the card's heading (`inCard`) that says when its offer holds, while the round is closed. */
  note?: string
}

/**
 * A sign-up or application page around an external form: back link, heading, what to expect, the form beside it,
 * and what the visitor signs up for as the product shows it (`preview`). The back link stands over both columns,
 * so the heading and the form (or the closed notice's column and the preview) start level.
 */
export function SignUpFormPage({ copy, preview }: { copy: SignUpFormCopy; preview: FormPreview }) {
  const heading = (
    <>
      <h1
        id="formular-titel"
        className="text-balance text-4xl font-extrabold leading-[1.1] tracking-tight text-ink-900 sm:text-5xl"
      >
        {copy.title}
      </h1>
      {/* The lead's look, but filling its lines (a balanced lead ended 70 px short of the points and the preview under
          it, round 26): the column's text, points and preview share one width. */}
      <p className="text-lg leading-relaxed text-ink-600 sm:text-xl">{copy.intro}</p>
      {copy.facts ? (
        // A label column and a value column: the facts line up, and a long one wraps in its own column (a step
        // smaller on phones, where a deadline with its hour would break before the hour).
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 text-[13px] leading-5 sm:gap-x-4 sm:text-sm">
          {copy.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="flex items-center gap-2 text-ink-600">
                <span
                  className={`${fact.icon ?? 'i-lucide-calendar-days'} shrink-0 text-sm text-brand-700`}
                  aria-hidden="true"
                />
                {fact.label}
              </dt>
              <dd className="font-semibold text-ink-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  )
  const frame = (columns: ReactNode) => (
    <Section tone="hero" labelledBy="formular-titel" contentClassName="flex flex-col gap-4">
      {/* The back link names the page the form belongs to (a label chip under it said the same again). */}
      <BackLink {...copy.back} />
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-x-16">{columns}</div>
    </Section>
  )
  // A closed round: what to do instead and whom to ask beside the heading, what the round offers (the preview and
  // the points) in the other half, quieter than the notice (tinted), so the closed state leads. The three cards share
  // one surface (round 28: two white cards with shadow beside a flat grey one read as two systems): a 1 px border, no
  // shadow. Each column as tall as its content, top-aligned (round 28: the offer's card stretched to the left
  // column's height ended in 80 px of empty tint). On phones the person to ask comes last (between the notice and the
  // preview it broke the way down the page); written once per width (`hidden`: out of the accessibility tree where
  // not shown).
  if (copy.closed)
    return frame(
      <>
        <div className="flex min-w-0 flex-col gap-6 lg:self-start">
          {heading}
          <ClosedNotice closed={copy.closed} />
          <div className="hidden lg:block">
            <AskFirst copy={copy} flat />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:self-start">
          <Preview preview={preview} quiet />
          {preview.showsPoints ? null : <Points copy={copy} />}
          <div className="lg:hidden">
            <AskFirst copy={copy} flat />
          </div>
        </div>
      </>,
    )
  // What to expect is a plain list under the heading, on phones too, before the form (the commitment a sign-up
  // asks for, read before the fields). Wider screens: heading, points and the preview in the left half beside the
  // form. The person to ask stands under the preview when the form is long (round 26: under the form it made the
  // right half end 320 px below the left), under a short form (the partners' 448 px) beside the preview. On phones
  // the preview (the page's strongest proof) comes before the person to ask, both after the form. Written once per
  // width (`hidden`: out of the accessibility tree where not shown).
  const short = forms[copy.form].height < 600
  return frame(
    <>
      <div className="flex min-w-0 flex-col gap-6 lg:self-start">
        {heading}
        <Points copy={copy} />
        <div className="hidden pt-2 lg:block">
          <Preview preview={preview} />
        </div>
        {short ? null : (
          <div className="hidden pt-2 lg:block">
            <AskFirst copy={copy} />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:self-start">
        <EmbeddedForm form={copy.form} />
        {short ? (
          <div className="hidden lg:block">
            <AskFirst copy={copy} />
          </div>
        ) : null}
        <div className="flex flex-col gap-14 pt-4 lg:hidden">
          <Preview preview={preview} />
          <AskFirst copy={copy} />
        </div>
      </div>
    </>,
  )
}

/**
 * The preview under a small heading of its own (in the page's outline); `quiet` beside a closed round's notice. With
 * `inCard` the heading stands in the card, the cards' one header pattern (a short note over a bold heading, no icon
 * tile, no divider: round 27 found three), and the card's top lines up with the page's heading beside it; `quiet` it
 * is tinted, with the closed page's 1 px border and no shadow, and ends where its content ends.
 */
function Preview({ preview, quiet = false }: { preview: FormPreview; quiet?: boolean }) {
  if (preview.inCard)
    return (
      <div
        className={`flex flex-col gap-5 rounded-3xl p-5 sm:p-8 ring-1 ring-ink-200 ${quiet ? 'bg-ink-50' : 'bg-white'}`}
      >
        <div className="flex flex-col gap-1">
          {preview.note ? <p className="text-sm font-medium text-ink-600">{preview.note}</p> : null}
          <h2 className="text-lg font-bold leading-snug text-ink-900">{preview.label}</h2>
        </div>
        {preview.view}
      </div>
    )
  return (
    <div className="flex flex-col gap-4">
      <h2 className={quiet ? 'text-base font-semibold text-ink-700' : 'text-lg font-bold text-ink-900'}>
        {preview.label}
      </h2>
      {preview.view}
    </div>
  )
}

/** What to expect: the page's short points, a plain check list (in a box of their own they were one more card). */
function Points({ copy }: { copy: SignUpFormCopy }) {
  return <CheckList items={copy.points} className="text-[15px] leading-snug" />
}

/**
 * The person behind the form, for questions before applying: the question as the card's note, photo, name, role, a
 * mail with the page's subject and the FAQ of the form's page (the one contact card of the form pages and
 * /form-acc-danke). The links are small and of medium weight, under the name (round 27: bold and larger, they
 * outweighed the person).
 */
function AskFirst({ copy, flat = false }: { copy: SignUpFormCopy; flat?: boolean }) {
  const person = partnerContact
  const mail = mailto(useLinks().contact.email, copy.title)
  const link = 'prose-link inline-flex min-h-6 items-center gap-1.5 text-sm font-medium'
  return (
    <ContactCard
      person={person}
      flat={flat}
      note="Fragen vorab?"
      actions={
        <>
          <a href={mail} className={link}>
            <span className="i-lucide-mail text-brand-700" aria-hidden="true" />
            {`E-Mail an ${firstName(person)}`}
          </a>
          {copy.faq ? (
            <a href={copy.faq} className={link}>
              <span className="i-lucide-circle-help text-brand-700" aria-hidden="true" />
              Häufige Fragen
            </a>
          ) : null}
        </>
      }
    />
  )
}

/**
 * In place of the form while the round takes no sign-ups: that it is closed, and where to go instead. Its heading in
 * the cards' one pattern (no icon tile), the largest of the page's card headings: the one thing to do. A flat card
 * (border, no shadow) like the others beside it; its button sized to its label from 768 px (round 28: across the
 * whole card it read as a phone's layout), the card's width on phones.
 */
function ClosedNotice({ closed }: { closed: ClosedSignUp }) {
  return (
    <div data-form-closed className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8">
      <h2 className="text-2xl font-bold leading-tight text-ink-900">{closed.title}</h2>
      <p className="leading-relaxed text-ink-700">{closed.text}</p>
      <ButtonLink
        href={closed.action.href}
        external={closed.action.external}
        icon="i-lucide-arrow-right"
        className="md:self-start"
      >
        {closed.action.label}
      </ButtonLink>
    </div>
  )
}
