import { badgeClass } from '../../components/demo-card/badge'
import { MatchChip } from '../../components/demo-card/MatchChip'
import { posterCopy, posterSrcSet, startups } from '../../data/startups'
import { feedPreview } from './copy'

/**
 * Three pitches of an angel's feed, fanned out (poster, stage badge, name, city, match score): what the premium
 * access opens, beside the hero's sign-up. Posters load at once and early (high priority): they are the first screen's picture.
 */
export function FeedFan() {
  return (
    <figure className="m-0 mx-auto flex w-full max-w-md flex-col items-center gap-6">
      <ul aria-label={feedPreview.label} className="flex justify-center pt-2">
        {startups.map((startup, index) => {
          // The right card lies under the middle one's edge: its badge and text keep to its right side.
          const mirrored = index === 2
          return (
            <li
              key={startup.id}
              className={`w-[7.25rem] shrink-0 sm:w-44 ${
                index === 0
                  ? '-mr-4 translate-y-4 -rotate-6'
                  : index === 2
                    ? '-ml-4 translate-y-4 rotate-6'
                    : 'relative z-10'
              }`}
            >
              <article className="relative aspect-[9/16] overflow-hidden rounded-2xl bg-ink-950 shadow-lift ring-1 ring-white/15">
                <img
                  src={posterCopy(startup.posterUrl, 360)}
                  srcSet={posterSrcSet(startup.posterUrl)}
                  sizes="(min-width: 640px) 176px, 116px"
                  alt=""
                  width={360}
                  height={640}
                  decoding="async"
                  fetchPriority="high"
                  className="absolute inset-0 h-full w-full object-cover"
                />
                <span
                  className={`absolute top-2 scale-90 ${mirrored ? 'right-2 origin-top-right' : 'left-2 origin-top-left'} ${badgeClass(startup.headerBadge.text)}`}
                >
                  {startup.headerBadge.text}
                </span>
                <div
                  className={`absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-2.5 pt-10 ${mirrored ? 'items-end text-right' : ''}`}
                >
                  <p className="truncate text-sm font-bold text-white sm:text-base">{startup.name}</p>
                  <p className="truncate text-xs text-ink-100">{startup.location}</p>
                  <div className={mirrored ? 'self-end' : 'self-start'}>
                    <MatchChip score={startup.matchingScore} tone="dark" as="p" />
                  </div>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
      <figcaption className="max-w-xs pt-2 text-center text-sm text-ink-100">{feedPreview.caption}</figcaption>
    </figure>
  )
}
