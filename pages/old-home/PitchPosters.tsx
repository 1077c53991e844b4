import { PhaseBadge } from '../../components/demo-card/PosterFace'
import { pitchLengths, posterSrcSet, type StartupId, startups } from '../../data/startups'

// Fanned from 640 px, 264 px wide at 1280 (review 6.9: 200 px cards under a 64 px headline read as
// thumbnails); on phones a swipe row of cards about 160 px wide, the next one peeking (review 7.1: three across
// 390 px made each card a thumbnail; review 7.2: the middle card alone did not read as a row of pitches). The middle
// card only raised, not scaled, so its picture is cut like the others'.
const tilt = ['sm:-rotate-2 sm:translate-y-3', 'z-10', 'sm:rotate-2 sm:translate-y-3'] as const

/**
 * What a pitch looks like, under the old hero: the three sample pitches' first frames as a fanned trio of phone
 * cards, each with its startup and category and the feed's phase badge (round 25: the product, not only portraits).
 * Pictures only (no player): the current start page has the demo.
 */
export function PitchPosters() {
  return (
    <ul
      aria-label="Beispiel-Pitches"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the row scrolls sideways; keyboard users scroll it
      tabIndex={0}
      // On phones from edge to edge of the screen (the hero's 20 px padding kept as the snap inset), and room above
      // and below inside the scrolling box for the cards' shadow, which it would otherwise cut in a hard line
      // (review 6.9); the hero has no padding of its own under it on phones.
      className="-mx-5 flex w-[calc(100%+2.5rem)] snap-x snap-mandatory scroll-px-5 items-start gap-3 overflow-x-auto px-5 pb-14 pt-4 sm:mx-0 sm:mt-2 sm:w-full sm:max-w-[860px] sm:justify-center sm:gap-6 sm:overflow-visible sm:px-2 sm:pb-0 sm:pt-0"
      data-pitch-row
    >
      {startups.slice(0, 3).map((startup, index) => (
        <li
          key={startup.id}
          className={`w-40 shrink-0 snap-start sm:w-[31%] sm:max-w-[264px] ${tilt[index % tilt.length]}`}
        >
          {/* White behind the picture: a dark ground showed as a hairline along the caption's rounded foot. */}
          <figure className="overflow-hidden rounded-3xl bg-white shadow-lift ring-4 ring-white sm:rounded-[1.75rem]">
            {/* The first frame cut to the founder's head whole (4:3: the frame's full width, y 32–437 of 960:
                review 6.9 saw heads cut by the top edge) and the burnt-in subtitle under the chin left out (review
                6.8). The caption names the startup. */}
            <div className="relative aspect-[4/3] overflow-hidden">
              <img
                src={startup.posterUrl}
                srcSet={posterSrcSet(startup.posterUrl)}
                sizes="(min-width: 640px) 334px, 202px"
                alt=""
                width={540}
                height={960}
                loading={index === 1 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute top-[-7.9%] left-0 block h-auto w-full max-w-none"
              />
              {/* On a white rim, so the mint pill reads as a pill on the mint poster as the gradient one does on pink
                  (review 7.2: „SAY HELLO“ read as plain text on a tint). From 640 px over the picture, every badge
                  inset 14 px from both edges, clear of the card's rounded corner (review 6.9: the wider FUNDRAISING
                  pill on the tilted card stuck out past the corner's curve); on phones in the caption, off the face
                  (review 7.1). */}
              <span className="absolute left-3.5 top-3.5 flex rounded-full bg-white p-0.5 max-sm:hidden">
                <PhaseBadge text={startup.headerBadge.text} />
              </span>
              {/* A pitch is a video: its real length (data/startups.ts; review 6.9: all three said „1:00“) and the play
                  mark a player shows over its first frame, in the site's face with even figures (review 7.2 found the
                  only monospace on the site here). On phones too, smaller, in the corners beside the shoulders (review
                  6.9: without them the row read as portraits, not pitches). */}
              <span
                className="absolute bottom-2 left-2 rounded-full bg-ink-950/75 px-2 py-0.5 text-xs font-semibold tabular-nums text-white sm:bottom-3 sm:left-3"
                aria-hidden="true"
              >
                {pitchLengths[startup.id as StartupId]}
              </span>
              <span
                className="absolute right-2 bottom-2 flex size-7 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-soft sm:right-3 sm:bottom-3 sm:size-9"
                aria-hidden="true"
              >
                <span className="i-lucide-play translate-x-px text-sm sm:text-base" />
              </span>
            </div>
            {/* On phones the category over the city (one line cut the city off a card a third of the row wide). */}
            <figcaption className="flex flex-col items-start gap-0.5 bg-white px-3 py-2.5 text-left">
              <span className="mb-1 flex sm:hidden">
                <PhaseBadge text={startup.headerBadge.text} />
              </span>
              <span className="max-w-full truncate text-sm font-bold text-ink-900">{startup.name}</span>
              <span className="flex max-w-full flex-col text-xs text-ink-600 sm:flex-row sm:gap-1">
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
