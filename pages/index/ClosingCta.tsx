import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { signUpTarget } from '../../data/links'
import { closing } from './copy'

export function ClosingCta() {
  const links = useLinks()
  const time = useTimeline()
  return (
    // Deep ink, not the brand gradient every other closing panel of the site wears (round 26: a stock banner); its
    // buttons are the dark surface's: white, then outlined. On phones flush left (review 7.3: six centred lines).
    <CtaPanel headingId="cta-titel" title={closing.title} text={closing.text[time.launch]} look="ink" startOnPhones>
      <Actions centred>
        <ButtonLink {...signUpTarget(links, time.launch)} variant="light" icon="i-lucide-arrow-right">
          {closing.primary[time.launch]}
        </ButtonLink>
        <ButtonLink href="/angels" variant="outline">
          {closing.angels}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}
