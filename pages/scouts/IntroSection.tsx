import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { scoutIntro } from './copy'

export function IntroSection() {
  return (
    <Section id="programm" eyebrow="Das Programm" copy={scoutIntro}>
      <FeatureGrid items={scoutIntro.pillars} columns="gap-6 md:grid-cols-3" />
    </Section>
  )
}
