import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { formatNumber } from '../../lib/format'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own 60-second pitch, the dashboard's signature object (session 32 review, gap to 8: the pitch should be
 * the largest thing on the page, beside the company and its figures): a 9:16 frame as a phone plays it, the founder's
 * head and shoulders in its lower part on the portraits' grey ground with air above her hair, a paused player's
 * controls along its foot (play button, track, length); under the frame its title and its view count. The same at every width.
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
          className="absolute bottom-6 left-0 block w-full max-w-none"
          data-pitch-still
        />
        {/* Whose pitch, as a feed card names it at its top (the frame's upper half is the room above her head). */}
        <span className="absolute left-3 top-3 flex max-w-[calc(100%-1.5rem)] items-center gap-2 rounded-full bg-white/90 py-1 pl-1 pr-3 text-xs font-semibold text-ink-900 ring-1 ring-ink-900/10">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-ink-900 text-[0.625rem] text-white">
            {company.monogram}
          </span>
          <span className="truncate">{company.shortName}</span>
        </span>
        {/* A paused player's controls along the foot, over her shoulders (a play button on the frame's centre sat on her
          hair): the button, the 60-second track at its start and the length. */}
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-2.5 bg-ink-950/90 px-3 py-3">
          <span
            data-needs-script
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-ink-900 shadow-lift transition group-hover:scale-105"
            data-play
          >
            <span className="i-lucide-play translate-x-0.5 text-xl" />
          </span>
          <span className="h-1 min-w-0 flex-1 rounded-full bg-white/35" data-pitch-track>
            <span className="block h-full w-[6%] rounded-full bg-white" />
          </span>
          <span className="text-xs font-semibold tabular-nums text-white" data-pitch-duration>
            {currentPitch.duration}
          </span>
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
