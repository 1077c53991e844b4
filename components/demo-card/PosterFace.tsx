import { posterCopy, posterSrcSet } from '../../data/posters'
import type { Startup } from '../../data/startups'
import { LazyImage } from '../ui/LazyImage'
import { badgeClass, formatScore } from './badge'

/**
 * A pitch's poster cut to the founder's face, with a play mark on its corner (a pitch, not a portrait): every poster
 * (scripts/media/pitch-page.ts) frames her head at the same place; the box shows `CROP` of its 540 × 960: the whole
 * hair (from y 144), not the burnt-in caption under her chin (from y 438, unreadable at thumbnail size: round 24) nor the shelf's
 * books beside her (session 31 review: coloured strips at the box's edge). `width` in px; the box is a little less tall
 * than wide, the poster drawn 1.57 times as wide and shifted to her head, to the fraction of a pixel (rounded to
 * whole pixels, a 56 px box missed the crop by 6 poster pixels). From 80 px wide the play mark is a size larger.
 */
/** The box's part of a 540 × 960 poster: x 46…390, y 138…436. */
const CROP = { left: 46, top: 138, width: 344, height: 298 }
/** CSS px to two decimals (the box and its shift are fractions of a pixel). */
const px = (value: number) => Math.round(value * 100) / 100

export function PosterFace({
  startup,
  width,
  className = 'rounded-2xl',
}: {
  startup: Pick<Startup, 'posterUrl'>
  width: number
  className?: string
}) {
  const scale = width / CROP.width
  const drawn = px(540 * scale)
  const large = width >= 80
  return (
    <span className="relative block shrink-0" style={{ width, height: px(CROP.height * scale) }}>
      <span className={`absolute inset-0 overflow-hidden bg-brand-100 ${className}`}>
        <LazyImage
          src={posterCopy(startup.posterUrl, 180)}
          srcSet={posterSrcSet(startup.posterUrl)}
          sizes={`${Math.round(drawn)}px`}
          alt=""
          width={Math.round(drawn)}
          height={Math.round((drawn * 16) / 9)}
          className="absolute block max-w-none"
          style={{ width: drawn, left: px(-CROP.left * scale), top: px(-CROP.top * scale) }}
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
