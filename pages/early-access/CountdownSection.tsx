import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { angelRegistrationUrl, founderRegistrationUrl } from '../../data/links'
import { earlyAccessCountdown, earlyAccessHero, LAUNCH_AT } from '../../data/pages/early-access'

export function CountdownSection() {
  const links = useLinks()
  return (
    <Section
      id="countdown"
      tone="ink"
      eyebrow={earlyAccessCountdown.eyebrow}
      title={earlyAccessCountdown.title}
      intro={earlyAccessCountdown.intro}
    >
      <div className="flex flex-col items-center gap-10 text-center">
        <CountdownBlock
          target={LAUNCH_AT}
          label={earlyAccessCountdown.label}
          endedText={earlyAccessCountdown.endedText}
          tone="dark"
        />
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href={founderRegistrationUrl(links)} external>
            {earlyAccessHero.startupCta}
          </ButtonLink>
          <ButtonLink href={angelRegistrationUrl(links)} external variant="outline">
            {earlyAccessHero.investorCta}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
