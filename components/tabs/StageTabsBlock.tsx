import type { StageTabItem } from '../../data/content'
import { Island } from '../islands/Island'
import StageTabs from './StageTabs'

export function StageTabsBlock({ items }: { items: StageTabItem[] }) {
  return <Island name="StageTabs" component={StageTabs} props={{ items }} />
}
