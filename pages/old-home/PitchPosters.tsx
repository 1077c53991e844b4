import { PhaseBadge } from '../../components/demo-card/PosterFace'
import { posterSrcSet, startups } from '../../data/startups'

// On phones only the middle card, at a size its subtitle reads at (three fanned cards cut it to 6 px).
const tilt = [
  'max-sm:hidden -rotate-3 translate-y-3',
  'z-10 scale-105 max-sm:w-[62%]',
  'max-sm:hidden rotate-3 translate-y-3',
] as const

/**
 * What a pitch looks like, under the old hero: the three sample pitches' first frames as a fanned trio of phone
 * cards, each with its startup and category and the feed's phase badge (round 25: the product, not only portraits).
 * Pictures only (no player): the current start page has the demo.
 */
export function PitchPosters() {
  return (
    <ul
      aria-label="Beispiel-Pitches"
      className="mt-6 flex w-full max-w-[640px] items-start justify-center gap-3 px-2 sm:mt-4 sm:gap-6"
    >
      {startups.slice(0, 3).map((startup, index) => (
        <li key={startup.id} className={`w-[31%] max-w-[192px] ${tilt[index % tilt.length]}`}>
          {/* White behind the picture: a dark ground showed as a hairline along the caption's rounded foot. */}
          <figure className="overflow-hidden rounded-[1.75rem] bg-white shadow-lift ring-4 ring-white">
            {/* The first frame cut to the founder's face (4:3 about the portrait, which sits left of the centre): the
                burnt-in subtitle under it covered the chin, and 4:5 cards ran 100 px past the fold at 1280 × 800
                (review 6.8). The card's caption names the startup. */}
            <div className="relative aspect-[4/3] overflow-hidden">
              <img
                src={startup.posterUrl}
                srcSet={posterSrcSet(startup.posterUrl)}
                sizes="(min-width: 640px) 266px, 86vw"
                alt=""
                width={540}
                height={960}
                loading={index === 1 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute top-[-45%] left-[-11.5%] block h-auto w-[138.5%] max-w-none"
              />
              <span className="absolute left-2 top-2">
                <PhaseBadge text={startup.headerBadge.text} />
              </span>
              {/* A pitch is a video of one minute: its length and the play mark a player shows over its first frame. */}
              <span
                className="absolute bottom-2 left-2 rounded-full bg-ink-950/75 px-2 py-0.5 font-mono text-xs font-semibold text-white"
                aria-hidden="true"
              >
                1:00
              </span>
              <span
                className="absolute right-2 bottom-2 flex size-7 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-soft sm:size-9"
                aria-hidden="true"
              >
                <span className="i-lucide-play translate-x-px text-xs sm:text-base" />
              </span>
            </div>
            <figcaption className="flex flex-col gap-0.5 bg-white px-3 py-2.5 text-left">
              <span className="truncate text-sm font-bold text-ink-900">{startup.name}</span>
              <span className="truncate text-xs text-ink-600">
                {startup.category}
                <span className="max-sm:hidden"> · {startup.location}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
