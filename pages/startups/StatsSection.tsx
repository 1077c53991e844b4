import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

export function StatsSection() {
  const { launch } = useTimeline()
  return (
    <Section id="stats-section" tone="ink" eyebrow={stats.eyebrow} title={stats.title} intro={stats.intro[launch]}>
      <StatsBlock items={statItems[launch]} tone="dark" />
    </Section>
  )
}
