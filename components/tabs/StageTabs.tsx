import type { StageTabItem } from '../../data/content'
import { CheckList } from '../ui/CheckList'
import { Tabs } from './Tabs'

/** The three-stage switcher (hello, funding, relations), hello first. */
export default function StageTabs({ items }: { items: StageTabItem[] }) {
  return (
    <Tabs
      label="Phasen der Plattform"
      initial="hello"
      tabs={items.map((item) => ({
        id: item.id,
        label: item.stage,
        panel: (
          <div className="grid gap-8 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-100 sm:p-10 md:grid-cols-[1.3fr_1fr]">
            <div className="flex flex-col gap-4">
              <p className="eyebrow">{item.subtitle}</p>
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
            </div>
            <div className="flex flex-col items-center justify-center gap-2 rounded-3xl bg-gradient-ink p-8 text-center text-white">
              <span className="text-5xl font-extrabold">{item.primaryMetric}</span>
              <span className="text-ink-100">{item.primaryLabel}</span>
            </div>
          </div>
        ),
      }))}
    />
  )
}
