import { useTimeline } from '../../components/PageContext'
import { CheckList } from '../../components/ui/CheckList'
import { CardHeading } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { plattformBenefits } from './copy'

/**
 * The two sides' gains as two columns split by one rule, no cards (round 25: two checklist cards read as a
 * template); on phones one under the other, split by a rule across. Both headings' tiles neutral like every icon on
 * the page (review 7.3: white and violet tiles here were two of four icon styles). The heading set left like every
 * other section's (review 31: the one centred heading on the page).
 */
export function BenefitsSection() {
  const { startups, angels } = plattformBenefits
  return (
    <Section id="vorteile" tone="muted" copy={plattformBenefits}>
      <div className="grid divide-y divide-ink-200 lg:grid-cols-2 lg:divide-x lg:divide-y-0">
        <article className="flex flex-col gap-6 pb-8 lg:pb-0 lg:pr-12">
          <CardHeading icon={startups.icon}>{startups.title}</CardHeading>
          <CheckList items={startups.items[useTimeline().launch]} tone="ink" />
        </article>
        <article className="flex flex-col gap-6 pt-8 lg:pt-0 lg:pl-12">
          <CardHeading icon={angels.icon}>{angels.title}</CardHeading>
          <CheckList items={angels.items} tone="ink" />
        </article>
      </div>
    </Section>
  )
}
