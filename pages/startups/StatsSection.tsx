import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

/**
 * The spec's animated stats: the offer's figures before the launch, what founders gained after it. A compact band, the
 * heading beside the figures from 1024 px and the three figures in one row at every width (round 25).
 */
export function StatsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="stats-section"
      tone="ink"
      layout="split"
      spacing="py-14 sm:py-20"
      contentClassName="lg:items-center"
      eyebrow={stats.eyebrow}
      title={stats.title[launch]}
      intro={stats.intro[launch]}
    >
      <StatsBlock items={statItems[launch]} tone="dark" layout="band" />
    </Section>
  )
}
