import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

export function StatsSection() {
  return (
    <Section id="stats-section" tone="ink" eyebrow={stats.eyebrow} title={stats.title} intro={stats.intro}>
      <StatsBlock items={statItems} tone="dark" />
    </Section>
  )
}
