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
          <div className="grid gap-8 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-10 md:grid-cols-[1.3fr_1fr]">
            <div className="flex flex-col gap-4">
              <p className="eyebrow">{item.subtitle}</p>
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
            </div>
            {/* The stage's price as a compact card at the top of its column, not a slab the height of the list. */}
            <div className="flex flex-col gap-1 self-start rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8">
              <span className="text-sm font-semibold text-ink-600">{item.stage}</span>
              <span className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
                {item.primaryMetric}
              </span>
              <span className="text-ink-700">{item.primaryLabel}</span>
            </div>
          </div>
        ),
      }))}
    />
  )
}
