import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { signUpTarget } from '../../data/links'
import { aboutEarlyAccessSecondary, aboutEarlyAccess as ctaCopy } from './copy'

/** Before the launch: the early-access invitation; after it: the app's registration. */
export function EarlyAccessCta() {
  const { launch } = useTimeline()
  const links = useLinks()
  const aboutEarlyAccess = ctaCopy[launch]
  return (
    <CtaPanel id="cta" icon="i-lucide-calendar-check" copy={aboutEarlyAccess} spacing="py-16 sm:py-24" look="light">
      <Actions centred>
        <ButtonLink {...signUpTarget(links, launch)} icon="i-lucide-arrow-right">
          {aboutEarlyAccess.primary}
        </ButtonLink>
        <ButtonLink href="/plattform" variant="secondary">
          {aboutEarlyAccessSecondary}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}
