import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own pitch at the head of the overview, drawn as the site's pitch posters draw a founder: a still of her,
 * head and neck filling the frame, darkening at the foot, where the play button, its title and length stand, as a
 * player's lower third. A click opens the pitch tab. Review 5 Nov (second round): the portrait in a ring on a flat pink
 * face with the play mark under it and the caption outside read as a toy, not as a video. Review 7.5: the still
 * cropped her hair and stood on a pink strip. Session 28 (7.2, 7.1): in a 9:16 frame the square drawing left 30–40 %
 * of empty grey above her head and the play button covered her face; a 4:5 frame is as tall as the drawing at 125 %.
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
        className="relative block aspect-[4/5] w-full overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-900/10 transition group-hover:ring-ink-900/25"
        aria-hidden="true"
        data-pitch-frame
      >
        {/* Her portrait close up, its neck running off the frame's foot, as a still of the video (not a face in a ring):
            her face spans 20–82 % of the drawing's width: at 125 % and 14 % to the left it stands whole on the frame's
            centre line, and the 4:5 frame is exactly as tall as the drawing, so no grey stands above her head. */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute bottom-0 left-[-14%] block w-[125%] max-w-none"
          data-pitch-still
        />
        <span className="absolute inset-x-0 bottom-0 h-[34%] bg-[linear-gradient(to_top,#080D22f0_0%,#080D22bf_45%,transparent_100%)]" />
        {/* From 640 px the play button at the foot beside the title and length, as a player's lower third; on a phone's
            small still (104 px) there is no room beside the title, so it sits in the top corner: never on her face. */}
        <span
          data-needs-script
          className="absolute left-2 top-2 flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-lift transition group-hover:scale-105 sm:bottom-3 sm:left-3 sm:top-auto sm:h-11 sm:w-11"
          data-play
        >
          <span className="i-lucide-play translate-x-0.5 text-base sm:text-xl" />
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
