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
      {/* A paused frame of the video (on the portrait's own pink): the founder, her first words as captions, the progress. */}
      <span
        className="relative block aspect-[9/16] w-32 shrink-0 overflow-hidden rounded-3xl bg-brand-100 shadow-soft ring-1 ring-ink-200 transition group-hover:shadow-lift sm:w-full"
        aria-hidden="true"
      >
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute inset-x-0 top-[12%] w-full"
        />
        <span className="absolute inset-x-0 bottom-0 h-[34%] bg-[linear-gradient(to_top,#080D22_0%,#080D22f2_30%,#080D22b3_55%,transparent_100%)]" />
        <span className="absolute inset-x-3 bottom-10 hidden rounded-md bg-ink-900/85 px-2 py-1 text-center text-xs font-semibold leading-snug text-white sm:block">
          {currentPitch.opening}
        </span>
        <span className="absolute inset-x-3 bottom-3 flex items-center gap-2 text-xs font-bold tabular-nums text-white">
          <span className="i-lucide-play" />
          <span className="h-1 flex-1 rounded-full bg-white/50">
            <span className="block h-1 w-1/4 rounded-full bg-white" />
          </span>
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
