import { useTimeline } from '../../components/PageContext'
import { CheckList } from '../../components/ui/CheckList'
import { CardHeading } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { plattformBenefits } from './copy'

export function BenefitsSection() {
  const { startups, angels } = plattformBenefits
  return (
    <Section id="vorteile" tone="muted" copy={plattformBenefits}>
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="card flex flex-col gap-6">
          <CardHeading icon={startups.icon}>{startups.title}</CardHeading>
          <CheckList items={startups.items[useTimeline().launch]} />
        </article>
        <article className="card flex flex-col gap-6">
          <CardHeading icon={angels.icon} tile="bg-violet-50 text-violet-700">
            {angels.title}
          </CardHeading>
          <CheckList items={angels.items} />
        </article>
      </div>
    </Section>
  )
}
