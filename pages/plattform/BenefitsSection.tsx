import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { plattformBenefits } from './copy'

export function BenefitsSection() {
  const { startups, angels } = plattformBenefits
  return (
    <Section id="vorteile" tone="muted" eyebrow={plattformBenefits.eyebrow} title={plattformBenefits.title}>
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="card flex flex-col gap-6">
          <div className="flex items-center gap-4">
            <span className="icon-tile">
              <span className={startups.icon} aria-hidden="true" />
            </span>
            <h3 className="text-2xl font-bold text-ink-900">{startups.title}</h3>
          </div>
          <CheckList items={startups.items} />
        </article>
        <article className="card flex flex-col gap-6">
          <div className="flex items-center gap-4">
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-violet-50 text-2xl text-violet-700">
              <span className={angels.icon} aria-hidden="true" />
            </span>
            <h3 className="text-2xl font-bold text-ink-900">{angels.title}</h3>
          </div>
          <CheckList items={angels.items} />
        </article>
      </div>
    </Section>
  )
}
