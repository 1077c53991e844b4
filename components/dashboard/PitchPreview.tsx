import type { DashboardData, DashboardTabId } from '../../data/dashboard'
import { LazyImage } from '../ui/LazyImage'

type Props = { data: DashboardData; onSelectTab: (id: DashboardTabId) => void; className?: string }

/**
 * The startup's own pitch at the head of the overview, drawn as the site's pitch posters draw a founder: a 9:16 still
 * of her, head and neck filling the frame, darkening at the foot, where its title and length stand; a large play
 * button on the frame's centre. A click opens the pitch tab. Review 5 Nov (second round): the portrait in a ring on a
 * flat pink face with the play mark under it and the caption outside read as a toy, not as a video. Review 7.5: the
 * still cropped her hair on the right and stood on a pink strip; now the frame is the portrait's own grey ground
 * (ink-100, as every portrait's), the picture 125 % of the frame's width with her head (at 57 % of the drawing) on
 * the frame's centre line, so head and neck show whole, and the foot's shade (30 %) stops under her eyes.
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
            the drawing's head spans 21–94 % of its width, so at 125 % the frame shows 18–98 % of it. */}
        <LazyImage
          src={company.contactImage}
          alt=""
          width={160}
          height={160}
          className="absolute bottom-0 left-[-22%] block w-[125%] max-w-none"
          data-pitch-still
        />
        <span className="absolute inset-x-0 bottom-0 h-[30%] bg-[linear-gradient(to_top,#080D22f0_0%,#080D22bf_45%,transparent_100%)]" />
        <span
          data-needs-script
          className="absolute left-1/2 top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-lift transition group-hover:scale-105 sm:h-14 sm:w-14"
          data-play
        >
          <span className="i-lucide-play translate-x-0.5 text-xl sm:text-2xl" />
        </span>
        {/* Its title and length at the foot, as a player lists a video: the name, its running time under it. */}
        <span className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-0.5 p-2.5 text-white sm:p-3">
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
