import { Faq } from '../../components/faq/Faq'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { cta, faq, faqItems } from '../../data/pages/startups'

/** The closing call to action with the FAQ below it. */
export function CtaSection() {
  const links = useLinks()
  return (
    <section id="cta" aria-labelledby="cta-titel" className="section-y bg-white">
      <div className="container-site flex flex-col gap-16 sm:gap-24">
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
        <div id="faq" className="flex flex-col gap-10">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
            <p className="eyebrow">{faq.eyebrow}</p>
            <h2 className="h-section">{faq.title}</h2>
          </div>
          <Faq name="faq-startups" items={faqItems} />
        </div>
      </div>
    </section>
  )
}
