import { Island } from '../islands/Island'
import StageTabs, { type StageTabItem } from './StageTabs'

export function StageTabsBlock({ items }: { items: StageTabItem[] }) {
  return <Island name="StageTabs" component={StageTabs} props={{ items }} />
}
