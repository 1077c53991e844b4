import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { useLinks, useTimeline } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section, SectionHeading } from '../../components/ui/Section'
import { angelRegistrationUrl, founderRegistrationUrl } from '../../data/links'
import { earlyAccessCountdown, earlyAccessCtas } from './copy'

/** The closing band: its heading beside the countdown to the launch (after the launch, alone) and the two sign-ups. */
export function CountdownSection() {
  const links = useLinks()
  const { launch } = useTimeline()
  const copy = earlyAccessCountdown[launch]
  const ctas = earlyAccessCtas[launch]
  return (
    <Section
      id="countdown"
      tone="ink"
      labelledBy="countdown-titel"
      contentClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <SectionHeading id="countdown-titel" copy={copy} />
      <div className="flex flex-col items-start gap-8 lg:items-center">
        {'countdown' in copy ? (
          <CountdownBlock
            target={copy.countdown.target}
            label={copy.countdown.label}
            endedText={copy.countdown.ended}
            tone="dark"
          />
        ) : null}
        <Actions>
          <ButtonLink href={founderRegistrationUrl(links)} external icon="i-lucide-arrow-right">
            {ctas.startup}
          </ButtonLink>
          <ButtonLink href={angelRegistrationUrl(links)} external variant="outline" icon="i-lucide-arrow-right">
            {ctas.investor}
          </ButtonLink>
        </Actions>
      </div>
    </Section>
  )
}
