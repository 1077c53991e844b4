import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { angelRegistrationUrl, founderRegistrationUrl } from '../../data/links'
import { earlyAccessBenefits, earlyAccessCtas } from './copy'

export function BenefitsSection() {
  const links = useLinks()
  const ctas = earlyAccessCtas[useTimeline().launch]
  const { startups, investors } = earlyAccessBenefits
  return (
    <Section id="vorteile" eyebrow={earlyAccessBenefits.eyebrow} title={earlyAccessBenefits.title}>
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="card flex flex-col gap-6">
          <div className="flex items-center gap-4">
            <span className="icon-tile">
              <span className={startups.icon} aria-hidden="true" />
            </span>
            <h3 className="text-2xl font-bold text-ink-900">{startups.title}</h3>
          </div>
          <CheckList items={startups.items} />
          <ButtonLink href={founderRegistrationUrl(links)} external className="mt-auto self-start">
            {ctas.startup}
          </ButtonLink>
        </article>
        <article className="flex flex-col gap-6 rounded-3xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8">
          <div className="flex items-center gap-4">
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-white/10 text-2xl text-white">
              <span className={investors.icon} aria-hidden="true" />
            </span>
            <h3 className="text-2xl font-bold text-white">{investors.title}</h3>
          </div>
          <CheckList items={investors.items} tone="dark" />
          <ButtonLink href={angelRegistrationUrl(links)} external variant="light" className="mt-auto self-start">
            {ctas.investor}
          </ButtonLink>
        </article>
      </div>
    </Section>
  )
}
