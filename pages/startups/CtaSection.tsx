import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { cta, faq, faqItems } from './copy'

/** The closing call to action. */
export function CtaSection() {
  const links = useLinks()
  return (
    <section id="cta" aria-labelledby="cta-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-4xl bg-gradient-brand px-6 py-12 text-center text-white shadow-brand sm:px-12 sm:py-16">
          <div className="mx-auto flex max-w-2xl flex-col items-center gap-5">
            <p className="text-sm font-semibold uppercase tracking-wider text-white">{cta.eyebrow}</p>
            <h2 id="cta-titel" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
              {cta.title}
            </h2>
            <p className="text-lg leading-relaxed text-white">{cta.text}</p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <ButtonLink href={founderRegistrationUrl(links)} variant="light" external icon="i-lucide-arrow-right">
                {cta.primary}
              </ButtonLink>
              <ButtonLink href={links.bookingCalendar} variant="outline" external icon="i-lucide-calendar">
                {cta.secondary}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}

/** The founders' FAQ (the site's one FAQ section). */
export function FaqSection() {
  return <SharedFaqSection title={faq.title} name="faq-startups" items={faqItems} />
}
