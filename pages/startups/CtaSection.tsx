import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl, signUpTarget } from '../../data/links'
import { cta, faq, faqItems } from './copy'

/**
 * The closing call to action: the pale brand band of the page's width, no box on it (session 30 review: a bordered
 * white card on the pink band read as a box in a box). Not the ink band of /angel2: the stats above are this page's
 * dark band already. Its sentence at most ~560 px wide (at 1280 it broke inside „Say Hello“).
 */
export function CtaSection() {
  const links = useLinks()
  const { launch } = useTimeline()
  return (
    <CtaPanel
      id="cta"
      eyebrow={cta.eyebrow}
      title={cta.title}
      text={<span className="mx-auto block max-w-[35rem]">{cta.text[launch]}</span>}
      look="band"
      spacing="py-16 sm:py-20"
    >
      <Actions centred>
        <ButtonLink {...signUpTarget(links, launch, founderRegistrationUrl(links))} icon="i-lucide-arrow-right">
          {cta.primary[launch]}
        </ButtonLink>
        <ButtonLink href={links.bookingCalendar} variant="secondary" external icon="i-lucide-calendar">
          {cta.secondary}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}

/** The founders' FAQ (the site's one FAQ section). */
export function FaqSection() {
  return <SharedFaqSection title={faq.title} name="faq-startups" items={faqItems} />
}
