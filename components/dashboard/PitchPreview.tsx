import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own pitch at the head of the overview: a clean paused frame (the founder's portrait in its round
 * frame on a flat light face, a play mark) with its length as a corner badge, and a one-line caption under it; the
 * views are the stat card's. A click opens the pitch tab. Beside the summary at every width (round 25: alone on a
 * phone's row it left 200 px empty). Review 5 Nov: the burnt-in opening words covered the lower third (four lines
 * over half the frame at 390 px) above a gradient that turned muddy; both are gone.
 */
export function PitchPreview({ data, onSelectTab, className = '' }: Props) {
  const { company, currentPitch } = data
  return (
    <button
      type="button"
      onClick={() => onSelectTab('pitch')}
      className={`group flex flex-col gap-2 self-start rounded-2xl text-left ${className}`}
      data-pitch-preview
    >
      <span className="sr-only">{`Dein Pitch öffnen (${currentPitch.duration} min)`}</span>
      <span
        className="relative block aspect-[9/16] w-full overflow-hidden rounded-2xl bg-brand-50 shadow-soft ring-1 ring-ink-200 transition group-hover:shadow-lift"
        aria-hidden="true"
        data-pitch-frame
      >
        {/* The portrait in its round frame, as the pitch posters draw the founder (not a head cut at the neck). */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute left-1/2 top-[12%] w-3/4 -translate-x-1/2 rounded-full bg-white ring-4 ring-white"
        />
        <span
          data-needs-script
          className="absolute left-1/2 top-[66%] flex h-9 w-9 -translate-x-1/2 items-center justify-center rounded-full bg-white text-ink-900 shadow-soft ring-1 ring-ink-200 transition group-hover:scale-105 sm:h-11 sm:w-11"
        >
          <span className="i-lucide-play translate-x-px text-base sm:text-lg" />
        </span>
        <span
          className="absolute bottom-2 right-2 rounded-md bg-ink-900/85 px-1.5 py-0.5 text-[0.6875rem] font-semibold tabular-nums leading-none text-white sm:bottom-2.5 sm:right-2.5 sm:text-xs sm:leading-none"
          data-pitch-duration
        >
          {currentPitch.duration}
        </span>
      </span>
      <span className="text-center text-xs font-semibold text-ink-700 sm:text-sm" aria-hidden="true">
        Dein Pitch
      </span>
    </button>
  )
}
