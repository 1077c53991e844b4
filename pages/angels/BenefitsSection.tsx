import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

export function BenefitsSection() {
  return (
    <Section id="vorteile" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
      <FeatureGrid items={benefits.items} columns="gap-5 sm:grid-cols-2" />
    </Section>
  )
}
