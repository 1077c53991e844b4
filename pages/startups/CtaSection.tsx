import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl, signUpTarget } from '../../data/links'
import { cta, faq, faqItems } from './copy'

/**
 * The closing call to action, on the pale brand tint (round 27: a white card on white weighed less than the stats band
 * above it), its sentence at most ~560 px wide (at 1280 it broke inside „Say Hello“).
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
      look="tint"
      // The FAQ's bottom padding is the gap, the page's one section gap (review 7.3: two paddings, ~160 px at 1280 and
      // ~110 px on phones, between two white sections); 4 px on top keep the panel's ring inside its section's clip.
      spacing="pb-14 pt-1 sm:pb-20"
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
