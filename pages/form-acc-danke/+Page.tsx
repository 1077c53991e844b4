import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'

/** What happens after the application, in the order the partnership starts (as /accelerator describes it). */
const nextSteps = [
  {
    title: 'Wir sichten eure Bewerbung',
    text: 'Innerhalb von 48\u00a0Stunden meldet sich jemand aus unserem Team per E-Mail bei euch.',
  },
  {
    title: 'Persönliches Onboarding',
    text: 'Ein kurzes Gespräch: euer Programm, eure Kohorte und wie ihr den Partnerzugang teilt.',
    // The step a partner can book ahead, so the booking stands at it.
    book: 'Onboarding-Termin buchen',
  },
  {
    title: 'Eure Startups pitchen',
    text: 'Ihr ladet eure Startups ein, sie nehmen ihren 60\u2011Sekunden-Pitch auf\u00a0– Matching und Feedback laufen ohne euer Zutun.',
  },
] as const

/** Beside the steps: the person who does the onboarding, to ask first (the onboarding step books the call). */
const askFirst = {
  title: 'Vorab etwas offen?',
  text: 'Ich mache euer Onboarding: Schreibt mir, was ihr vorher wissen wollt.',
  write: 'E-Mail an Selin',
}

export default function Page() {
  const { contact, bookingCalendar } = useLinks()
  return (
    <>
      <PageHero
        id="danke-titel"
        mark={<StatusMark icon="i-lucide-circle-check" />}
        title="Danke für eure Bewerbung!"
        lead={
          <>
            Eure Bewerbung als Accelerator-Partner ist bei uns eingegangen. Die Partnerschaft bleibt für euch kostenlos.
          </>
        }
        leadClassName=""
        spacing="max-w-3xl gap-6 pb-10 pt-14 sm:pb-14 sm:pt-20"
      >
        <Actions centred>
          <ButtonLink href="/accelerator" variant="secondary">
            Zur Accelerator-Seite
          </ButtonLink>
        </Actions>
      </PageHero>
      <Section id="naechste-schritte" tone="muted" title="So geht es weiter" spacing="py-14 sm:py-20">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ol className="flex flex-col gap-4">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:gap-5 sm:p-6">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div className="flex flex-col gap-1.5">
                  <h3 className="h-card">{step.title}</h3>
                  <p className="leading-relaxed text-ink-700">{step.text}</p>
                  {'book' in step ? (
                    <ButtonLink
                      href={bookingCalendar}
                      external
                      icon="i-lucide-calendar"
                      small
                      className="mt-2 self-start"
                    >
                      {step.book}
                    </ButtonLink>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          <ContactPerson copy={askFirst} mail={mailto(contact.email, 'Accelerator-Partnerschaft: Onboarding')} />
        </div>
      </Section>
    </>
  )
}
