import { PhaseBadge } from '../../components/demo-card/PosterFace'
import { RailDots } from '../../components/sections/Rail'
import { pitchLengths, posterSrcSet, type StartupId, startups } from '../../data/startups'

/**
 * The part of a 540 × 960 poster each card shows: PosterFace's crop (components/demo-card/PosterFace.tsx, as /angels
 * shows the pitches), x 46…390, y 138…436 – air over the hair, the head whole down to the neck, not the burnt-in
 * caption under the chin nor the shelf's books beside her. As fractions of the box, so the card can be any width.
 */
const CROP = { left: 46, top: 138, width: 344, height: 298 }
const percent = (value: number) => `${Math.round(value * 10000) / 100}%`
const pictureStyle = { aspectRatio: `${CROP.width} / ${CROP.height}` }
const posterStyle = {
  width: percent(540 / CROP.width),
  left: percent(-CROP.left / CROP.width),
  top: percent(-CROP.top / CROP.height),
}

const label = 'Beispiel-Pitches'

/**
 * What a pitch looks like, under the old hero: the three sample pitches' first frames as a row of upright cards, each
 * with its startup, the feed's phase badge, its field and city (round 25: the product, not only portraits). No tilt
 * (review 7.2 of session 32: tilted text read as a gimmick); ~264 px at 1280, ~260 px on phones as a swipe row, the
 * next card peeking and position dots under it. Pictures only (no player): the current start page has the demo.
 */
export function PitchPosters() {
  return (
    <div className="w-full">
      <ul
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the row scrolls sideways; keyboard users scroll it
        tabIndex={0}
        // On phones from edge to edge of the screen (the hero's 20 px padding kept as the snap inset), with room above
        // and below inside the scrolling box for the cards' shadow, which it would otherwise cut in a hard line.
        className="-mx-5 flex w-[calc(100%+2.5rem)] snap-x snap-mandatory scroll-px-5 items-start gap-3 overflow-x-auto px-5 pb-8 pt-2 sm:mx-auto sm:w-full sm:max-w-[860px] sm:justify-center sm:gap-6 sm:overflow-visible sm:px-2 sm:pb-0 sm:pt-0"
        data-pitch-row
      >
        {startups.slice(0, 3).map((startup, index) => (
          <li key={startup.id} className="w-[260px] shrink-0 snap-start sm:w-[31%] sm:max-w-[264px]">
            {/* White behind the picture: a dark ground showed as a hairline along the caption's rounded foot. */}
            <figure className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-ink-200 sm:rounded-[1.75rem]">
              <div className="relative overflow-hidden bg-ink-100" style={pictureStyle}>
                <img
                  src={startup.posterUrl}
                  srcSet={posterSrcSet(startup.posterUrl)}
                  sizes="(min-width: 640px) 415px, 410px"
                  alt=""
                  width={540}
                  height={960}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  className="absolute block h-auto max-w-none"
                  style={posterStyle}
                />
                {/* A pitch is a video: its real length (data/startups.ts) and the play mark a player shows over its
                    first frame, in the site's face with even figures, in the corners beside the neck. */}
                <span
                  className="absolute bottom-3 left-3 rounded-full bg-ink-950/75 px-2 py-0.5 text-xs font-semibold tabular-nums text-white"
                  aria-hidden="true"
                >
                  {pitchLengths[startup.id as StartupId]}
                </span>
                <span
                  className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-soft"
                  aria-hidden="true"
                >
                  <span className="i-lucide-play translate-x-px text-base" />
                </span>
              </div>
              {/* The startup and its phase badge on one line, its field and city on the next (one line at every width:
                  review 7.2 of session 32 read „FinTech / Leipzig“ stacked on phones). */}
              <figcaption className="flex flex-col gap-0.5 bg-white px-4 py-2.5 text-left">
                <span className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-base font-bold text-ink-900">{startup.name}</span>
                  <span className="flex shrink-0 rounded-full bg-white">
                    <PhaseBadge text={startup.headerBadge.text} />
                  </span>
                </span>
                <span className="truncate text-sm text-ink-600">{`${startup.category} · ${startup.location}`}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <RailDots label={label} className="sm:hidden" />
    </div>
  )
}
