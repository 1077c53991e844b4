import { FeatureCard } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

export function BenefitsSection() {
  return (
    <Section id="vorteile" tone="muted" eyebrow={benefits.eyebrow} title={benefits.title}>
      {/* Three per row: the fade-in is staggered within a row, so no card waits for the whole grid. */}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.items.map((item, index) => (
          <li key={item.title}>
            <FeatureCard icon={item.icon} title={item.title} index={index % 3}>
              {item.text}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  )
}
