import { useLinks } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { ContactCard } from '../../components/spotlight/ContactPerson'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'

/**
 * Where the partnership stands after the application, in the order it starts (as /accelerator describes it): the
 * application is in (done), the team reviews it (now), then the onboarding and the first pitches; each step says
 * when it comes.
 */
const steps = [
  { when: 'Erledigt', title: 'Bewerbung eingegangen', text: 'Eure Angaben sind bei uns angekommen.', state: 'done' },
  {
    when: 'Innerhalb von 48\u00a0Stunden',
    title: 'Wir sichten eure Bewerbung',
    text: 'Jemand aus unserem Team meldet sich per E-Mail bei euch, mit Fragen oder gleich mit der Zusage.',
    state: 'now',
  },
  {
    when: 'Schon jetzt buchbar',
    title: 'Persönliches Onboarding',
    text: 'Ein kurzes Gespräch: euer Programm, eure Kohorte und wie ihr den Partnerzugang teilt.',
    state: 'next',
    // The step that says the call can be booked now books it (round 25: it said so without a way to do it).
    booking: 'Termin jetzt buchen',
  },
  {
    when: 'Nach dem Onboarding',
    title: 'Eure Startups pitchen',
    text: 'Ihr ladet eure Startups ein, sie nehmen ihren 60\u2011Sekunden-Pitch auf\u00a0– Matching und Feedback laufen ohne euer Zutun.',
    state: 'next',
  },
] satisfies {
  when: string
  title: string
  text: string
  state: 'done' | 'now' | 'next'
  booking?: string
}[]

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
            Wir melden uns innerhalb von 48&nbsp;Stunden bei euch, die Partnerschaft bleibt kostenlos. Das
            Onboarding&#8209;Gespräch könnt ihr schon jetzt buchen.
          </>
        }
        leadClassName=""
        spacing="max-w-3xl gap-6 pb-10 pt-12 sm:pb-14 sm:pt-14"
      >
        <Actions centred>
          <ButtonLink href={bookingCalendar} external icon="i-lucide-calendar">
            Onboarding-Termin buchen
          </ButtonLink>
          <ButtonLink href="/accelerator" variant="secondary">
            Zur Accelerator-Seite
          </ButtonLink>
        </Actions>
      </PageHero>
      {/* One centred column under the centred hero: the steps, then whom to ask (round 25: a left-aligned heading as
          loud as the hero, and a contact card ending 300 px above the steps beside them). */}
      <Section
        id="naechste-schritte"
        tone="muted"
        labelledBy="weiter-titel"
        spacing="py-12 sm:py-16"
        className="bg-[linear-gradient(to_bottom,#fff,#F5F7FB_10rem)]"
      >
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <h2 id="weiter-titel" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            So geht es weiter
          </h2>
          <ol className="flex flex-col rounded-3xl bg-white p-4 ring-1 ring-ink-200 sm:p-8">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="relative flex gap-3 pb-7 last:pb-0 sm:gap-5 sm:pb-8"
                data-step={step.state}
              >
                {index < steps.length - 1 ? (
                  <span
                    className={`absolute bottom-0 left-4 top-9 w-0.5 -translate-x-1/2 sm:left-5 sm:top-10 ${step.state === 'done' ? 'bg-mint-500' : 'bg-ink-200'}`}
                    aria-hidden="true"
                  />
                ) : null}
                <span
                  className={`relative flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold sm:size-10 ${
                    step.state === 'done'
                      ? 'bg-mint-100 text-mint-700'
                      : step.state === 'now'
                        ? 'bg-ink-900 text-white ring-4 ring-brand-100'
                        : 'bg-white text-ink-700 ring-1 ring-ink-200'
                  }`}
                >
                  {step.state === 'done' ? <span className="i-lucide-check text-lg" aria-hidden="true" /> : index + 1}
                </span>
                <div className="flex min-w-0 flex-col gap-1.5 pt-1 sm:pt-1.5">
                  {/* The step under way now says so (round 26: drawn like the steps still to come). */}
                  <p
                    className={`flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wider ${step.state === 'now' ? 'text-ink-900' : 'text-ink-600'}`}
                  >
                    {step.when}
                    {step.state === 'now' ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 normal-case tracking-normal text-brand-700 ring-1 ring-brand-200">
                        Läuft
                      </span>
                    ) : null}
                  </p>
                  <h3 className="h-card">{step.title}</h3>
                  <p className="leading-relaxed text-ink-700">{step.text}</p>
                  {step.booking ? (
                    <a
                      href={bookingCalendar}
                      target="_blank"
                      rel="noopener"
                      className="prose-link inline-flex min-h-6 w-fit items-center gap-1.5 font-semibold"
                    >
                      {step.booking}
                      <span className="sr-only"> (öffnet in neuem Tab)</span>
                      <span className="i-lucide-arrow-up-right" aria-hidden="true" />
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          {/* Under the steps: the person who does the onboarding, to ask first (the onboarding step books the call);
              the same card as under the application form. */}
          <ContactCard
            text="Vorab etwas offen? Ich mache euer Onboarding: Schreibt mir, was ihr vorher wissen wollt."
            actions={
              <ButtonLink
                href={mailto(contact.email, 'Accelerator-Partnerschaft: Onboarding')}
                variant="secondary"
                small
                icon="i-lucide-mail"
              >
                E-Mail an Selin
              </ButtonLink>
            }
          />
        </div>
      </Section>
    </>
  )
}
