import type { StatItem } from '../../data/content'
import { Island } from '../islands/Island'
import StatsCounter from './StatsCounter'

export function StatsBlock({
  items,
  tone,
  layout,
  tightUnits,
  evenUnits,
}: {
  items: StatItem[]
  tone?: 'light' | 'dark'
  /** `band`: a row of figures between thin rules, no cards (four: two by two below 768 px); `rows`: large figures, one per row on phones (see StatsCounter). */
  layout?: 'cards' | 'band' | 'rows' | 'list'
  /** Rows: every suffix tight on its figure's baseline (see StatsCounter). */
  tightUnits?: boolean
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
        ...(tightUnits ? { tightUnits } : {}),
        ...(evenUnits ? { evenUnits } : {}),
      }}
    />
  )
}
