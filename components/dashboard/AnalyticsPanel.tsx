import type { DashboardData } from '../../data/dashboard'
import { IconTile } from '../ui/IconTile'
import { appCard } from './card'
import { PanelSection } from './PanelSection'
import { weekBars } from './week'

type Props = { metrics: DashboardData['analytics']; weeklyViews: DashboardData['weeklyViews'] }

/** Six metrics and a small bar chart of this week's views (a list, readable without the bars). */
export function AnalyticsPanel({ metrics, weeklyViews }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-label="Kennzahlen deines Pitches">
        {metrics.map((metric) => (
          <li
            key={metric.label}
            className={`${appCard} flex flex-col gap-3 !p-4 sm:flex-row sm:items-start sm:gap-4 sm:!p-5`}
          >
            <IconTile icon={metric.icon} className="icon-tile h-11 w-11 text-xl" />
            <span className="flex flex-col gap-0.5">
              <span className="hyphens-auto text-sm font-semibold text-ink-600">{metric.label}</span>
              <span className="text-xl font-extrabold tabular-nums tracking-tight text-ink-900 sm:text-2xl">
                {metric.value}
              </span>
              <span className="text-xs text-ink-600">{metric.note}</span>
            </span>
          </li>
        ))}
      </ul>
      <PanelSection id="dash-woche" title="Aufrufe diese Woche" className={`${appCard} flex flex-col gap-6`}>
        <ol className="grid h-48 grid-cols-7 items-end gap-2 sm:gap-4">
          {weekBars(weeklyViews).map((day) => (
            <li key={day.day} className="flex h-full flex-col items-center justify-end gap-2">
              <span className="sr-only">
                {day.day}: {day.views} Aufrufe
              </span>
              <span className="text-xs font-semibold text-ink-700" aria-hidden="true">
                {day.views}
              </span>
              <span
                className="w-full max-w-12 rounded-t-lg bg-ink-700"
                style={{ height: day.height }}
                aria-hidden="true"
              />
              <span className="text-xs font-medium text-ink-600" aria-hidden="true">
                {day.day}
              </span>
            </li>
          ))}
        </ol>
      </PanelSection>
    </div>
  )
}
