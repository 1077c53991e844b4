import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { useLinks, useTimeline } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section, SectionHeading } from '../../components/ui/Section'
import { angelRegistrationUrl, founderRegistrationUrl } from '../../data/links'
import { earlyAccessCountdown, earlyAccessCtas } from './copy'

/** The closing band: its heading with the two sign-ups, beside the countdown to the launch (after the launch, alone). */
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
      spacing="py-16 sm:py-20"
      contentClassName="grid items-center gap-8 lg:grid-cols-2 lg:gap-x-16 lg:gap-y-8"
    >
      {/*
        From 1024 px the buttons sit under the heading, on the text's left edge, and the timer alone in the right
        column on the content's right edge (review of 5 Nov: timer, date and buttons each centred on their own lined
        up with nothing); on a phone the timer comes between the heading and the buttons. The second button the site's
        secondary, as everywhere on the page (review 30c: a white outline on the band was a fourth button style).
        Review 31: four 86 px tiles floated on the band: 56 px digits in wider tiles, as tall as the heading block.
      */}
      <SectionHeading id="countdown-titel" copy={copy} className="gap-4 lg:col-start-1 lg:self-end" />
      {'countdown' in copy ? (
        <div className="flex lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:justify-end">
          <CountdownBlock
            target={copy.countdown.target}
            label={copy.countdown.label}
            endedText={copy.countdown.ended}
            tone="dark"
            size="large"
          />
        </div>
      ) : null}
      <div className="lg:col-start-1 lg:self-start">
        <Actions>
          <ButtonLink href={founderRegistrationUrl(links)} external icon="i-lucide-arrow-right">
            {ctas.startup}
          </ButtonLink>
          <ButtonLink href={angelRegistrationUrl(links)} external variant="secondary" icon="i-lucide-arrow-right">
            {ctas.investor}
          </ButtonLink>
        </Actions>
      </div>
    </Section>
  )
}
