import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own pitch at the head of the overview, drawn as the site's pitch posters draw a founder: a 9:16 still
 * of her, head and neck filling the frame, darkening at the foot, where the play button, its title and length stand,
 * as a player's lower third. A click opens the pitch tab. Review 5 Nov (second round): the portrait in a ring on a
 * flat pink face with the play mark under it and the caption outside read as a toy, not as a video. Review 7.5: the
 * still cropped her hair and stood on a pink strip. Session 28 (7.2): at 125 % her head sat in the lower half under
 * ~50 % of empty grey, the play button over her face; now the drawing is 135 % of the frame's width (her face whole,
 * the hair's outer curls off the edges as in a close-up), the play button at the foot beside the title from 640 px (on a phone's small still it stays on the centre).
 */
export function PitchPreview({ data, onSelectTab, className = '' }: Props) {
  const { company, currentPitch } = data
  return (
    <button
      type="button"
      onClick={() => onSelectTab('pitch')}
      className={`group block self-start rounded-2xl text-left ${className}`}
      data-pitch-preview
    >
      <span className="sr-only">{`Dein Pitch öffnen (${currentPitch.duration} min)`}</span>
      <span
        className="relative block aspect-[9/16] w-full overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-900/10 transition group-hover:ring-ink-900/25"
        aria-hidden="true"
        data-pitch-frame
      >
        {/* Her portrait close up, its neck running off the frame's foot, as a still of the video (not a face in a ring):
            her face spans 20–82 % of the drawing's width: at 135 % and 19 % to the left it stands whole on the frame's
            centre line, the hair's outer curls just off its edges. */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute bottom-0 left-[-19%] block w-[135%] max-w-none"
          data-pitch-still
        />
        <span className="absolute inset-x-0 bottom-0 h-[34%] bg-[linear-gradient(to_top,#080D22f0_0%,#080D22bf_45%,transparent_100%)]" />
        {/* On a phone's small still the play button on its centre, as any thumbnail; from 640 px at the foot beside the
            title and length, as a player's lower third, where it no longer covers her face (session 28). */}
        <span
          data-needs-script
          className="absolute left-1/2 top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-lift transition group-hover:scale-105 sm:bottom-3 sm:left-3 sm:top-auto sm:translate-x-0 sm:translate-y-0"
          data-play
        >
          <span className="i-lucide-play translate-x-0.5 text-xl" />
        </span>
        <span className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-0.5 p-2.5 text-white sm:min-h-[4.25rem] sm:justify-center sm:p-3 sm:pl-[4.25rem]">
          <span className="text-xs font-bold leading-tight sm:text-sm">Dein Pitch</span>
          <span
            className="text-[0.6875rem] font-semibold tabular-nums leading-none text-white/90 sm:text-xs"
            data-pitch-duration
          >
            {currentPitch.duration}
          </span>
        </span>
      </span>
    </button>
  )
}
