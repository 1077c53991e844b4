import type { StatItem } from '../../data/content'
import { Island } from '../islands/Island'
import StatsCounter from './StatsCounter'

export function StatsBlock({
  items,
  tone,
  layout,
  evenUnits,
}: {
  items: StatItem[]
  tone?: 'light' | 'dark'
  /** `band`: a row of figures between thin rules, no cards (four: two by two below 768 px); `rows`: large figures, one per row on phones (see StatsCounter). */
  layout?: 'cards' | 'band' | 'rows'
  /** Rows: every prefix and suffix at 60 % of the figure, one gap from the digits (see StatsCounter). */
  evenUnits?: boolean
}) {
  return (
    <Island
      name="StatsCounter"
      component={StatsCounter}
      props={{
        items,
        ...(tone ? { tone } : {}),
        ...(layout ? { layout } : {}),
        ...(evenUnits ? { evenUnits } : {}),
      }}
    />
  )
}
