import { NoMailHelp } from '../../components/confirmation/NoMailHelp'
import { useTimeline } from '../../components/PageContext'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { CONFIRM_LINK_HOURS } from '../../data/retention'
import { confirmButton, confirmMail } from '../../data/signup'

/**
 * Under every outcome that is not a success: how the confirmation works and what to do when the mail does
 * not arrive, so a visitor who lands here without a working link knows the next step.
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
    <Section id="hilfe" tone="muted" label="Hilfe zur Bestätigung" spacing="py-14 sm:py-20">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8">
          <h2 className="h-card">So funktioniert die Bestätigung</h2>
          <NumberedList items={steps} look="small" className="flex flex-col gap-4" />
        </div>
        <NoMailHelp />
      </div>
    </Section>
  )
}
