import type { StatItem } from '../../data/content'
import { Island } from '../islands/Island'
import StatsCounter from './StatsCounter'

export function StatsBlock({
  items,
  tone,
  layout,
}: {
  items: StatItem[]
  tone?: 'light' | 'dark'
  /** `band`: one row of figures at every width, no cards; `rows`: large figures, one per row on phones (see StatsCounter). */
  layout?: 'cards' | 'band' | 'rows'
}) {
  return (
    <Island
      name="StatsCounter"
      component={StatsCounter}
      props={{ items, ...(tone ? { tone } : {}), ...(layout ? { layout } : {}) }}
    />
  )
}
