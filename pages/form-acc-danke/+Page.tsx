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
    icon: 'i-lucide-inbox',
    title: 'Wir sichten eure Bewerbung',
    text: 'Innerhalb von 48\u00a0Stunden meldet sich jemand aus unserem Team per E-Mail bei euch.',
  },
  {
    icon: 'i-lucide-calendar-check',
    title: 'Persönliches Onboarding',
    text: 'Ein kurzes Gespräch: euer Programm, eure Kohorte und wie ihr den Partnerzugang teilt.',
  },
  {
    icon: 'i-lucide-send',
    title: 'Eure Startups pitchen',
    text: 'Ihr ladet eure Startups ein, sie nehmen ihren 60\u2011Sekunden-Pitch auf\u00a0– Matching und Feedback laufen ohne euer Zutun.',
  },
] as const

/** Beside the steps: the person who does the onboarding, to book it right away or ask first. */
const askFirst = {
  title: 'Lieber gleich sprechen?',
  text: 'Bucht euch direkt einen Termin fürs Onboarding – oder schreibt mir, wenn vorab etwas offen ist.',
  book: 'Termin buchen',
  write: 'E-Mail schreiben',
}

export default function Page() {
  const { contact } = useLinks()
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
        spacing="max-w-3xl gap-6 pb-12 pt-20 sm:pb-16 sm:pt-28"
      >
        <Actions centred>
          <ButtonLink href="/accelerator" icon="i-lucide-arrow-right">
            Zur Accelerator-Seite
          </ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Zur Startseite
          </ButtonLink>
        </Actions>
      </PageHero>
      <Section
        id="naechste-schritte"
        tone="muted"
        title="So geht es weiter"
        layout="split"
        spacing="py-14 sm:py-20"
        headingExtra={
          <div className="mt-4">
            <ContactPerson copy={askFirst} mail={mailto(contact.email, 'Accelerator-Partnerschaft: Onboarding')} />
          </div>
        }
      >
        <ol className="flex flex-col gap-4">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="flex gap-5 rounded-3xl bg-white p-6 ring-1 ring-ink-200">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div className="flex flex-col gap-1.5">
                <div className="flex items-center gap-2">
                  <span className={`${step.icon} text-xl text-brand-600`} aria-hidden="true" />
                  <h3 className="h-card">{step.title}</h3>
                </div>
                <p className="leading-relaxed text-ink-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </>
  )
}
