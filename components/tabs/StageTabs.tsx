import type { StageTabItem } from '../../data/content'
import { badgeClass } from '../demo-card/badge'
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
          <div className="grid grid-cols-1 gap-8 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-10 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
            <div className="flex flex-col gap-4">
              <p className="eyebrow">{item.subtitle}</p>
              <h3 className="text-2xl font-bold text-ink-900 sm:text-3xl">{item.title}</h3>
              <p className="prose">{item.description}</p>
              <CheckList items={item.features} />
            </div>
            {/* The stage's price on top, and at the foot how the stage shows in the angels' feed: the badge the
                demo card wears, on the card's dark footer. */}
            <div className="flex flex-col justify-between gap-8 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8">
              <div className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-ink-600">{item.stage}</span>
                <span className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
                  {item.primaryMetric}
                </span>
                <span className="text-ink-700">{item.primaryLabel}</span>
              </div>
              <div className="flex flex-col gap-2">
                <span className="text-sm font-semibold text-ink-600">So sehen dich Angels im Feed</span>
                <span className="flex items-center gap-3 rounded-2xl bg-ink-900 p-3 pr-4">
                  <span
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-gradient-brand"
                    aria-hidden="true"
                  >
                    <span className="i-lucide-rocket text-lg text-white" />
                  </span>
                  {/* The name over the badge, as a feed card sets them (beside each other they wrapped on phones). */}
                  <span className="flex flex-col items-start gap-1">
                    <span className="text-sm font-semibold text-white">Dein Startup</span>
                    <span className={`${badgeClass(item.stage)} whitespace-nowrap`}>{item.stage}</span>
                  </span>
                </span>
              </div>
            </div>
          </div>
        ),
      }))}
    />
  )
}
