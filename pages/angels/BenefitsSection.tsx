import { FeatureCard } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

export function BenefitsSection() {
  return (
    <Section id="vorteile" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {benefits.items.map((item, index) => (
          <li key={item.title}>
            <FeatureCard icon={item.icon} title={item.title} index={index}>
              {item.text}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  )
}
