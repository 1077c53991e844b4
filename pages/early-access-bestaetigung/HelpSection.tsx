import { NextSteps } from '../../components/confirmation/NextSteps'
import { NoMailHelp } from '../../components/confirmation/NoMailHelp'
import { Section } from '../../components/ui/Section'
import { CONFIRM_LINK_HOURS } from '../../data/retention'

/**
 * Under every outcome that is not a success: what to do when the mail does not arrive and how the confirmation works,
 * so a visitor who lands here without a working link knows the next step. First the confirmation's three steps (after
 * the help they stood last on phones: round 27), each said once (subject and button are in the preview above), then
 * beside them from 1024 px the help as a list with dividers: two plain blocks on the grey band under headings of one
 * size, their tops level (two equal white cards looked like a template; a card beside a plain list had two heading
 * sizes and tops 15 px apart: round 27).
 * None of the steps is marked as the visitor's: the page cannot know where the visitor is (opened without a link,
 * maybe before any sign-up; a spoilt or expired link was a mail already opened). `newLinkAbove`: the hero's button is
 * „Neuen Link anfordern“ (opened without a link), so the help points to it instead of linking the form again.
 */
export function HelpSection({ newLinkAbove }: { newLinkAbove: boolean }) {
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
      spacing="pt-8 pb-14 sm:py-20"
      // On the hero's grid: its columns and gap, the steps under the text, the help under the mail (review 7.3: two
      // halves under a 1.45 : 1 hero stood on a grid of their own).
      contentClassName="grid gap-10 lg:grid-cols-[1.45fr_1fr] lg:items-start lg:gap-12"
    >
      <NextSteps id="so-funktioniert-es" title="So funktioniert die Bestätigung" steps={steps} current={false} plain />
      <NoMailHelp heroHasNewLink={newLinkAbove} plain />
    </Section>
  )
}
