import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own pitch at the head of the overview: its first frame as the feed shows it (the founder's
 * portrait in its round frame and her first words) and its length; the views are the stat card's. A click opens the
 * pitch tab. Beside the summary at every width (round 25: alone on a phone's row it left 200 px empty, its
 * captions hidden), so it is drawn small enough for a phone's column and keeps its captions there.
 */
export function PitchPreview({ data, onSelectTab, className = '' }: Props) {
  const { company, currentPitch } = data
  return (
    <button
      type="button"
      onClick={() => onSelectTab('pitch')}
      className={`group block self-start rounded-2xl text-left ${className}`}
    >
      <span className="sr-only">{`Dein Pitch öffnen (${currentPitch.duration} min)`}</span>
      {/* A paused frame of the video: the founder, her first words as captions, the progress. */}
      <span
        className="relative block aspect-[9/16] w-full overflow-hidden rounded-2xl bg-gradient-to-b from-brand-100 to-violet-100 shadow-soft ring-1 ring-ink-200 transition group-hover:shadow-lift"
        aria-hidden="true"
      >
        {/* The portrait in its round frame, as the pitch posters draw the founder (not a head cut at the neck). */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute left-1/2 top-[10%] w-3/4 -translate-x-1/2 rounded-full bg-brand-50 ring-4 ring-white/70"
        />
        <span className="absolute inset-x-0 bottom-0 h-[45%] bg-[linear-gradient(to_top,#080D22_0%,#080D22f2_30%,#080D22b3_55%,transparent_100%)]" />
        <span className="absolute inset-x-2 bottom-8 rounded-md bg-ink-900/85 px-1.5 py-1 text-center text-[0.6875rem] font-semibold leading-tight text-white sm:inset-x-3 sm:bottom-10 sm:px-2 sm:text-xs sm:leading-snug">
          {currentPitch.opening}
        </span>
        <span className="absolute inset-x-2 bottom-2.5 flex items-center gap-1.5 text-[0.6875rem] font-bold tabular-nums text-white sm:inset-x-3 sm:bottom-3 sm:gap-2 sm:text-xs">
          <span className="i-lucide-play" />
          <span className="h-1 flex-1 rounded-full bg-white/50">
            <span className="block h-1 w-1/4 rounded-full bg-white" />
          </span>
          {currentPitch.duration}
        </span>
      </span>
    </button>
  )
}
