import { FeatureCard } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { scoutIntro } from './copy'

export function IntroSection() {
  return (
    <Section id="programm" eyebrow="Das Programm" title={scoutIntro.title} intro={scoutIntro.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {scoutIntro.pillars.map((pillar, index) => (
          <li key={pillar.title}>
            <FeatureCard icon={pillar.icon} title={pillar.title} index={index}>
              <p>{pillar.text}</p>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  )
}
