import { posterCopy, posterSrcSet } from '../../data/posters'
import type { Startup } from '../../data/startups'
import { LazyImage } from '../ui/LazyImage'
import { badgeClass, formatScore } from './badge'

/**
 * A pitch's poster cut to the founder's face, with a play mark on its corner (a pitch, not a portrait): every poster
 * (scripts/make-media.ts) frames her head at the same place (x 22…408, y 90…425 of 540 × 960), with the burnt-in
 * caption right under her chin, unreadable at thumbnail size (round 24). `width` in px; the box is a little less tall
 * than wide, the poster drawn 1.4 times as wide and shifted to her head. From 80 px wide the play mark is a size larger.
 */
export function PosterFace({
  startup,
  width,
  className = 'rounded-2xl',
}: {
  startup: Pick<Startup, 'posterUrl'>
  width: number
  className?: string
}) {
  const drawn = Math.round(width * 1.4)
  const large = width >= 80
  return (
    <span className="relative block shrink-0" style={{ width, height: Math.round(width * 0.867) }}>
      <span className={`absolute inset-0 overflow-hidden bg-brand-100 ${className}`}>
        <LazyImage
          src={posterCopy(startup.posterUrl, 180)}
          srcSet={posterSrcSet(startup.posterUrl)}
          sizes={`${drawn}px`}
          alt=""
          width={drawn}
          height={Math.round((drawn * 16) / 9)}
          className="absolute block max-w-none"
          style={{ width: drawn, left: -Math.round(width * 0.057), top: -Math.round(width * 0.233) }}
        />
      </span>
      {/* On the box's corner, half outside it (review 7.2: inside the crop it sat on the founder's chin). */}
      <span
        className={`absolute flex items-center justify-center rounded-full bg-ink-900 text-white ring-2 ring-white ${
          large ? '-bottom-2 -right-2 h-7 w-7' : '-bottom-1.5 -right-1.5 h-5 w-5'
        }`}
        data-play-mark=""
      >
        <span className={large ? 'i-lucide-play ml-0.5 text-sm' : 'i-lucide-play ml-px text-xs'} aria-hidden="true" />
      </span>
    </span>
  )
}

/** A pitch's phase badge at a feed row's size („FUNDRAISING“, „SAY HELLO“, the app's English labels). */
export function PhaseBadge({ text }: { text: string }) {
  return (
    <span className={`${badgeClass(text)} px-2 py-0.5 text-[0.6875rem]`} lang="en">
      {text}
    </span>
  )
}

/** A match score as a pill at a row's end („9,2/10“, read as a match score). */
export function ScorePill({ score }: { score: number }) {
  return (
    <span className="shrink-0 rounded-full bg-violet-50 px-2.5 py-1 text-sm font-bold tabular-nums text-violet-700 ring-1 ring-violet-200">
      {formatScore(score)}
      <span className="sr-only"> Match-Score</span>
    </span>
  )
}
