import { useTimeline } from '../../components/PageContext'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section id="vorteile" eyebrow={benefits.eyebrow[launch]} title={benefits.title[launch]}>
      {/* Three per row: the fade-in is staggered within a row, so no card waits for the whole grid. */}
      <FeatureGrid items={benefits.items} columns="gap-5 sm:grid-cols-2 lg:grid-cols-3" stagger={3} />
    </Section>
  )
}
