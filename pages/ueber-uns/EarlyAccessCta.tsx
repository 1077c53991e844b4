import { ButtonLink } from '../../components/ui/ButtonLink'
import { aboutEarlyAccess } from './copy'

export function EarlyAccessCta() {
  return (
    <section id="cta" aria-labelledby="cta-titel" className="pb-16 sm:pb-24">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-4xl bg-gradient-brand px-6 py-12 text-center text-white shadow-brand sm:px-12 sm:py-16">
          <span className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
          <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-5">
            <span className="i-lucide-calendar-check text-4xl" aria-hidden="true" />
            <h2 id="cta-titel" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
              {aboutEarlyAccess.title}
            </h2>
            <p className="text-lg leading-relaxed text-white">{aboutEarlyAccess.text}</p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <ButtonLink href="/early-access" variant="light" icon="i-lucide-arrow-right">
                {aboutEarlyAccess.primary}
              </ButtonLink>
              <ButtonLink href="/plattform" variant="outline">
                {aboutEarlyAccess.secondary}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
