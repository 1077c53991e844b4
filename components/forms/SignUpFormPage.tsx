import type { ClosedSignUp, SignUpFormCopy } from '../../data/forms'
import { mailto } from '../../data/links'
import { firstName } from '../../data/team'
import { PersonName } from '../media/PersonName'
import { PersonPhoto } from '../media/PersonPhoto'
import { useLinks } from '../PageContext'
import { partnerContact } from '../spotlight/ContactPerson'
import { BackLink } from '../ui/BackLink'
import { ButtonLink } from '../ui/ButtonLink'
import { CheckList } from '../ui/CheckList'
import { CardHeading } from '../ui/FeatureCard'
import { Section } from '../ui/Section'
import { EmbeddedForm } from './EmbeddedForm'

/** A sign-up or application page around an external form: back link, heading, what to expect, the form beside it. */
export function SignUpFormPage({ copy }: { copy: SignUpFormCopy }) {
  // Phones: heading, the form, then what to expect and the person to ask (before the form, they pushed it a screen
  // down: round 13). Wider screens: heading and details in the left half, staying in view (sticky) beside the
  // taller form in the right half (a narrower column broke "Als Netzwerkpartner" and "Accelerator-Partner" in the
  // heading). The points are written once per width (`hidden`: out of the accessibility tree where not shown).
  return (
    <Section tone="hero" labelledBy="formular-titel" contentClassName="grid gap-10 lg:grid-cols-2 lg:gap-x-16">
      <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
        <BackLink {...copy.back} />
        <p className="hero-label self-start">
          <span className="i-lucide-clipboard-list" aria-hidden="true" />
          {copy.eyebrow}
        </p>
        <h1
          id="formular-titel"
          className="text-4xl font-extrabold leading-[1.1] tracking-tight text-ink-900 sm:text-5xl"
        >
          {copy.title}
        </h1>
        <p className="lead">{copy.intro}</p>
        {copy.closed ? (
          <Points copy={copy} />
        ) : (
          <div className="hidden lg:block">
            <Points copy={copy} />
          </div>
        )}
        {copy.closed ? null : <AskFirst copy={copy} className="hidden lg:flex" />}
      </div>
      {copy.closed ? (
        <div className="flex flex-col gap-6 lg:self-start">
          <ClosedNotice closed={copy.closed} />
          <AskFirst copy={copy} className="flex" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <EmbeddedForm form={copy.form} />
          <Points copy={copy} className="lg:hidden" />
          <AskFirst copy={copy} className="flex lg:hidden" />
        </div>
      )}
    </Section>
  )
}

/** What to expect: the page's three short points. */
function Points({ copy, className = '' }: { copy: SignUpFormCopy; className?: string }) {
  return (
    <CheckList
      items={copy.points}
      className={`rounded-3xl bg-white/70 p-5 ring-1 ring-ink-200 sm:p-6 ${className}`.trim()}
    />
  )
}

/**
 * The person behind the form, for questions before applying: photo, name, role, a mail with the page's subject
 * and the FAQ of the form's page. Beside the points while the form is open, under the notice when closed.
 */
function AskFirst({ copy, className }: { copy: SignUpFormCopy; className: string }) {
  const person = partnerContact
  const mail = mailto(useLinks().contact.email, copy.title)
  return (
    <div className={`${className} items-center gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6`}>
      <PersonPhoto name={person.name} src={person.image} size={64} />
      <div className="flex flex-col gap-1.5">
        <PersonName name={person.name} role={person.role} as="p" />
        <p className="text-sm leading-relaxed text-ink-700">
          Fragen vorab?{' '}
          <a href={mail} className="prose-link">
            E-Mail an {firstName(person)}
          </a>
          {copy.faq ? (
            <>
              {' '}
              oder{' '}
              <a href={copy.faq} className="prose-link">
                häufige Fragen
              </a>
            </>
          ) : null}
        </p>
      </div>
    </div>
  )
}

/** In place of the form while the round takes no sign-ups: that it is closed, and where to go instead. */
function ClosedNotice({ closed }: { closed: ClosedSignUp }) {
  return (
    <div data-form-closed className="card flex flex-col gap-5 lg:self-start">
      <CardHeading icon="i-lucide-calendar-check" level="h2">
        {closed.title}
      </CardHeading>
      <p className="leading-relaxed text-ink-700">{closed.text}</p>
      <div className="flex flex-col gap-3">
        {closed.actions.map((action, index) => (
          <ButtonLink
            key={action.href}
            href={action.href}
            external={action.external}
            variant={index === 0 ? 'primary' : 'secondary'}
            icon={index === 0 ? 'i-lucide-arrow-right' : undefined}
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  )
}
