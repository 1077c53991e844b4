import { NextSteps } from '../../components/confirmation/NextSteps'
import { NoMailHelp } from '../../components/confirmation/NoMailHelp'
import { Section } from '../../components/ui/Section'
import { CONFIRM_LINK_HOURS } from '../../data/retention'

/**
 * Under every outcome that is not a success: what to do when the mail does not arrive and how the confirmation works,
 * so a visitor who lands here without a working link knows the next step. The help first as on /thank-you, then the
 * three steps in one row from 1024 px, each said once: the form is the hero's button, subject and button are in the
 * preview beside it (the steps repeated both, the form was linked three times: round 25).
 */
export function HelpSection() {
  const steps = [
    { title: 'Anmelden', text: 'Mit deiner E\u2011Mail-Adresse\u00a0– das dauert eine Minute.' },
    { title: 'E-Mail öffnen', text: 'Absender und Betreff siehst du in der Vorschau oben.' },
    {
      title: 'Link bestätigen',
      text: `Ein Klick auf den Knopf in der E\u2011Mail, innerhalb von ${CONFIRM_LINK_HOURS}\u00a0Stunden.`,
    },
  ]
  return (
    <Section
      id="hilfe"
      tone="muted"
      label="Hilfe zur Bestätigung"
      spacing="py-14 sm:py-20"
      contentClassName="flex flex-col gap-6"
    >
      <NoMailHelp heroHasNewLink />
      <NextSteps id="so-funktioniert-es" title="So funktioniert die Bestätigung" steps={steps} current={false} row />
    </Section>
  )
}
