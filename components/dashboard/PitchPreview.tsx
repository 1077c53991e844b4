import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { formatNumber } from '../../lib/format'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own 60-second pitch, the dashboard's signature object (session 32 review, gap to 8: the pitch should be
 * the largest thing on the page, beside the company and its figures): a 9:16 frame as a phone plays it, the founder's
 * head and shoulders in its lower part on the portraits' grey ground with air above her hair, the play button on the
 * frame's centre, the length as a corner pill; under the frame its title and its view count. The same at every width.
 * A click opens the pitch tab.
 */
export function PitchPreview({ data, onSelectTab, className = '' }: Props) {
  const { company, currentPitch, stats } = data
  return (
    <button
      type="button"
      onClick={() => onSelectTab('pitch')}
      className={`group flex flex-col gap-2.5 rounded-2xl text-left ${className}`}
      data-pitch-preview
    >
      <span className="sr-only">{`Dein Pitch öffnen (${currentPitch.duration}\u00a0min)`}</span>
      <span
        className="relative block aspect-[9/16] w-full overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-900/10 transition group-hover:ring-ink-900/25"
        aria-hidden="true"
        data-pitch-frame
      >
        {/* Head and shoulders: the square drawing across the frame's width at its foot, her shoulders running off it. */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute bottom-0 left-[-6%] block w-[112%] max-w-none"
          data-pitch-still
        />
        <span
          data-needs-script
          className="absolute left-1/2 top-1/2 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-lift ring-1 ring-ink-900/10 transition group-hover:scale-105"
          data-play
        >
          <span className="i-lucide-play translate-x-0.5 text-2xl" />
        </span>
        <span
          className="absolute right-2.5 top-2.5 rounded-full bg-ink-900/80 px-2 py-0.5 text-xs font-semibold tabular-nums text-white"
          data-pitch-duration
        >
          {currentPitch.duration}
        </span>
      </span>
      <span className="flex items-baseline justify-between gap-3 px-0.5" aria-hidden="true" data-pitch-caption>
        <span className="text-[0.9375rem] font-semibold text-ink-900">Dein Pitch</span>
        <span className="inline-flex items-center gap-1 text-sm tabular-nums text-ink-600" data-pitch-views>
          <span className="i-lucide-eye translate-y-px text-ink-500" />
          {`${formatNumber(stats.pitchViews)} Aufrufe`}
        </span>
      </span>
    </button>
  )
}
