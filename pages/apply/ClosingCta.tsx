import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { applyClosing, applyHero } from '../../data/pages/apply'

export function ClosingCta() {
  const links = useLinks()
  return (
    <CtaPanel id="cta" headingId="cta-titel" icon="i-lucide-radar" title={applyClosing.title} text={applyClosing.text}>
      <Actions centred>
        <ButtonLink href={founderRegistrationUrl(links)} external variant="light" icon="i-lucide-arrow-right">
          {applyHero.primary}
        </ButtonLink>
        <ButtonLink href={links.bookingCalendar} external variant="outline" icon="i-lucide-calendar">
          {applyHero.secondary}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}
