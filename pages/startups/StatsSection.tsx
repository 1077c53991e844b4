import { useTimeline } from '../../components/PageContext'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Section } from '../../components/ui/Section'
import { statItems, stats } from './copy'

/**
 * The spec's animated stats: the heading beside its intro on the page's one column line, and under them the three
 * facts as one strong row across the band (the counter's `rows`: large figures, label and caption under each; on a
 * phone one figure per ruled row beside its label). Fix round 32: the sample pitch's mini-player beside the facts
 * (a play mark and a part-played bar) had nothing to do with them; „60 Sek.“ so the figure does not read as „the
 * sixties“. Fix round 32b: the units in one style (`evenUnits`: „+“, „Sek.“ and „%“ each at 60 % of the figure, one gap
 * from the digits; they stood tiny, mid-sized and after a space).
 */
export function StatsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="stats-section"
      tone="ink"
      align="beside"
      besideAlign="top"
      spacing="py-14 sm:py-20"
      title={stats.title[launch]}
      intro={stats.intro[launch]}
    >
      <StatsBlock items={statItems[launch]} tone="dark" layout="rows" evenUnits />
    </Section>
  )
}
