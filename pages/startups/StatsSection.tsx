import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

/** The spec's animated stats: the offer's figures before the launch, what founders gained after it. */
export function StatsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="stats-section"
      tone="ink"
      eyebrow={stats.eyebrow}
      title={stats.title[launch]}
      intro={stats.intro[launch]}
    >
      <StatsBlock items={statItems[launch]} tone="dark" />
    </Section>
  )
}
