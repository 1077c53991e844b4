import type { StatItem } from '../../data/content'
import { Island } from '../islands/Island'
import StatsCounter from './StatsCounter'

export function StatsBlock({ items, tone }: { items: StatItem[]; tone?: 'light' | 'dark' }) {
  return <Island name="StatsCounter" component={StatsCounter} props={{ items, ...(tone ? { tone } : {}) }} />
}
