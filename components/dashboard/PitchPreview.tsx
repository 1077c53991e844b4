import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { formatNumber } from '../../lib/format'
import { LazyImage } from '../ui/LazyImage'
import { weekBars } from './week'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void }

/**
 * The startup's own pitch at the head of the overview: its first frame as the feed shows it (the founder's
 * portrait and her first words, upright), its length, its views and this week's days as a small bar row. A click opens
 * the pitch tab.
 */
export function PitchPreview({ data, onSelectTab }: Props) {
  const { company, currentPitch, stats, weeklyViews } = data
  return (
    <button
      type="button"
      onClick={() => onSelectTab('pitch')}
      className="group flex w-full items-end gap-4 rounded-3xl text-left sm:w-44 sm:flex-col sm:items-stretch sm:gap-3"
    >
      <span className="sr-only">Dein Pitch öffnen ({currentPitch.duration} min):</span>
      <span
        className="relative flex aspect-[9/16] w-32 shrink-0 flex-col sm:w-full items-center justify-center gap-3 overflow-hidden rounded-3xl bg-violet-50 shadow-soft ring-1 ring-ink-200 transition group-hover:shadow-lift"
        aria-hidden="true"
      >
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="w-3/5 rounded-full bg-white ring-4 ring-white"
        />
        <span className="mx-3 hidden rounded-md bg-ink-900/85 px-2 py-1 text-center sm:block text-xs font-semibold leading-snug text-white">
          {currentPitch.opening}
        </span>
        <span className="absolute bottom-3 left-3 flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-bold tabular-nums text-ink-900 shadow-soft">
          <span className="i-lucide-play" />
          {currentPitch.duration}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-3 px-1 sm:flex-row sm:items-end sm:justify-between">
        <span className="flex flex-col">
          <span className="text-sm font-bold text-ink-900">{formatNumber(stats.pitchViews)} Aufrufe</span>
          <span className="text-xs text-ink-600">insgesamt</span>
        </span>
        <span className="flex h-8 items-end gap-0.5" aria-hidden="true">
          {weekBars(weeklyViews).map((day) => (
            <span key={day.day} className="w-1.5 rounded bg-violet-500" style={{ height: day.height }} />
          ))}
        </span>
      </span>
    </button>
  )
}
