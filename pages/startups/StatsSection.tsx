import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

/** What founders gained on the platform: shown once it runs (before the launch there is nothing to count yet). */
export function StatsSection() {
  const { launch } = useTimeline()
  if (launch === 'prelaunch') return null
  return (
    <Section id="stats-section" tone="ink" eyebrow={stats.eyebrow} title={stats.title} intro={stats.intro}>
      <StatsBlock items={statItems} tone="dark" />
    </Section>
  )
}
