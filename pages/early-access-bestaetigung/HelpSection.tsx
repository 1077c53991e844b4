import { NextSteps } from '../../components/confirmation/NextSteps'
import { NoMailHelp } from '../../components/confirmation/NoMailHelp'
import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { CONFIRM_LINK_HOURS } from '../../data/retention'
import { confirmButton, confirmMail } from '../../data/signup'

/**
 * Under every outcome that is not a success: how the confirmation works and what to do when the mail does not
 * arrive, so a visitor who lands here without a working link knows the next step. The same stepper and the same
 * order as /thank-you: the steps beside the help from 1024 px, the help first on phones.
 */
export function HelpSection() {
  const { launch } = useTimeline()
  const steps = [
    {
      title: 'Anmelden',
      text: (
        <>
          Deine E-Mail-Adresse im{' '}
          <a className="prose-link" href="/early-access#anmelden">
            Anmeldeformular
          </a>
          &nbsp;– das dauert eine Minute.
        </>
      ),
    },
    {
      title: 'E-Mail öffnen',
      text: `Betreff: „${confirmMail[launch].subject}“`,
    },
    {
      title: 'Link bestätigen',
      text: `Ein Klick auf „${confirmButton.signup}“\u00a0– der Link gilt ${CONFIRM_LINK_HOURS}\u00a0Stunden.`,
    },
  ]
  return (
    <Section
      id="hilfe"
      tone="muted"
      label="Hilfe zur Bestätigung"
      spacing="py-14 sm:py-20"
      contentClassName="grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]"
    >
      <NextSteps id="so-funktioniert-es" title="So funktioniert die Bestätigung" steps={steps} current={false} />
      <NoMailHelp className="max-lg:order-first" />
    </Section>
  )
}
