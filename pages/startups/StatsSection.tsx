import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

/**
 * The spec's animated stats: the offer's figures before the launch, what founders gained after it. The heading beside
 * the figures from 1024 px; the figures large (56 px), side by side from 1024 px and one per ruled row on phones (round
 * 27: at ~36 px they stood smaller than the heading beside them). No eyebrow: heading and figures say what the band is
 * (review 7.4: an eyebrow over every section).
 */
export function StatsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="stats-section"
      tone="ink"
      layout="split"
      spacing="py-16 sm:py-24"
      contentClassName="lg:items-center"
      title={stats.title[launch]}
      intro={stats.intro[launch]}
    >
      <StatsBlock items={statItems[launch]} tone="dark" layout="rows" tightUnits />
    </Section>
  )
}
