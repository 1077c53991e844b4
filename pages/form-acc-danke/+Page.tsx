import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'

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

export default function Page() {
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
      <Section id="naechste-schritte" tone="muted" title="So geht es weiter" spacing="py-14 sm:py-20">
        <ol className="mx-auto grid max-w-5xl gap-5 md:grid-cols-3">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-3xl bg-white p-6 ring-1 ring-ink-200">
              <span className="flex items-center gap-3">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span className={`${step.icon} text-xl text-brand-600`} aria-hidden="true" />
              </span>
              <h3 className="h-card">{step.title}</h3>
              <p className="text-sm leading-relaxed text-ink-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  )
}
