import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { useLinks, useTimeline } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { angelRegistrationUrl, founderRegistrationUrl } from '../../data/links'
import { earlyAccessCountdown, earlyAccessCtas } from './copy'

export function CountdownSection() {
  const links = useLinks()
  const { launch } = useTimeline()
  const copy = earlyAccessCountdown[launch]
  const ctas = earlyAccessCtas[launch]
  return (
    <Section id="countdown" tone="ink" copy={copy}>
      <div className="flex flex-col items-center gap-10 text-center">
        {'countdown' in copy ? (
          <CountdownBlock
            target={copy.countdown.target}
            label={copy.countdown.label}
            endedText={copy.countdown.ended}
            tone="dark"
          />
        ) : null}
        <Actions centred>
          <ButtonLink href={founderRegistrationUrl(links)} external>
            {ctas.startup}
          </ButtonLink>
          <ButtonLink href={angelRegistrationUrl(links)} external variant="outline">
            {ctas.investor}
          </ButtonLink>
        </Actions>
      </div>
    </Section>
  )
}
