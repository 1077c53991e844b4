import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { founderRegistrationUrl } from '../../data/links'
import { applyClosing, applyHero } from './copy'

export function ClosingCta() {
  const links = useLinks()
  return (
    <section id="cta" aria-labelledby="cta-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-4xl bg-gradient-brand px-6 py-12 text-center text-white shadow-brand sm:px-12 sm:py-16">
          <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-5">
            <span className="i-lucide-radar text-4xl" aria-hidden="true" />
            <h2 id="cta-titel" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
              {applyClosing.title}
            </h2>
            <p className="text-lg leading-relaxed text-white">{applyClosing.text}</p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <ButtonLink href={founderRegistrationUrl(links)} external variant="light" icon="i-lucide-arrow-right">
                {applyHero.primary}
              </ButtonLink>
              <ButtonLink href={links.bookingCalendar} external variant="outline" icon="i-lucide-calendar">
                {applyHero.secondary}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
