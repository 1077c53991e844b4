import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

export function BenefitsSection() {
  return (
    <Section copy={benefits} id="vorteile">
      <FeatureGrid items={benefits.items} columns="gap-5 sm:grid-cols-2" />
    </Section>
  )
}
