import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { aboutEarlyAccess } from './copy'

export function EarlyAccessCta() {
  return (
    <CtaPanel
      id="cta"
      headingId="cta-titel"
      icon="i-lucide-calendar-check"
      title={aboutEarlyAccess.title}
      text={aboutEarlyAccess.text}
      spacing="pb-16 sm:pb-24"
    >
      <Actions centred>
        <ButtonLink href="/early-access" variant="light" icon="i-lucide-arrow-right">
          {aboutEarlyAccess.primary}
        </ButtonLink>
        <ButtonLink href="/plattform" variant="outline">
          {aboutEarlyAccess.secondary}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}
