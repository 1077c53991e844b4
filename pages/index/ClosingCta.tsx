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
    // The pale brand tint, its buttons the page's primary and secondary (review 7.3 of session 30: the dark angels
    // band, a navy closing panel and the navy footer made the page end in three dark blocks). On phones flush left
    // (review 7.3: six centred lines). The text balanced over its lines („Kreditkarte.“ stood alone on the last).
    <CtaPanel
      headingId="cta-titel"
      title={closing.title}
      text={<span className="block [text-wrap:balance]">{closing.text[time.launch]}</span>}
      look="tint"
      startOnPhones
    >
      <Actions centred>
        <ButtonLink {...signUpTarget(links, time.launch)} icon="i-lucide-arrow-right">
          {closing.primary[time.launch]}
        </ButtonLink>
        <ButtonLink href="/angels" variant="secondary">
          {closing.angels}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}
