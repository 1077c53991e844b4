const STAR =
  'M11.5 2.3a.53.53 0 0 1 .95 0l2.31 4.68a2.12 2.12 0 0 0 1.6 1.16l5.16.76a.53.53 0 0 1 .3.9l-3.74 3.64a2.12 2.12 0 0 0-.61 1.88l.88 5.14a.53.53 0 0 1-.77.56l-4.62-2.43a2.12 2.12 0 0 0-1.97 0L6.4 21.01a.53.53 0 0 1-.77-.56l.88-5.14a2.12 2.12 0 0 0-.61-1.88L2.16 9.8a.53.53 0 0 1 .3-.9l5.16-.76a2.12 2.12 0 0 0 1.6-1.16z'

/** How much of the star at `index` a rating fills: 1 whole, 0 empty, a share in between (4,35 fills the fifth to 35 %). */
const starFill = (rating: number, index: number) => Math.min(1, Math.max(0, rating - index))

/** One star drawn with an outline of the same width, so a filled star and its empty outline cover the same shape. */
const StarShape = ({ className }: { className: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={className}>
    <path d={STAR} fill="currentColor" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
  </svg>
)

/**
 * A rating as stars, a partly filled one where the rating falls between two, announced as one image
 * ("4,35 von 5 Sternen"). Every star keeps its whole outline in a visible grey (round 25: a pale star with a pink
 * 35 % sliver read as „1☆“); the fill is clipped inside it.
 */
export function Stars({ rating, total = 5 }: { rating: number; total?: number }) {
  const label = `${rating.toLocaleString('de-DE', { maximumFractionDigits: 2 })} von ${total} Sternen`
  return (
    <span role="img" aria-label={label} className="flex gap-1">
      {Array.from({ length: total }, (_, index) => {
        const fill = starFill(rating, index)
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: stars are positions, not items
            key={index}
            className="relative block h-5 w-5"
            data-fill={Math.round(fill * 100)}
          >
            {/* The empty star: a light face inside a grey outline (the outline alone, a stroke, carries the shape). */}
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="absolute inset-0">
              <path
                d={STAR}
                className="fill-ink-100 stroke-ink-400"
                strokeWidth="1.5"
                strokeLinejoin="round"
                data-star-outline
              />
            </svg>
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarShape className="block max-w-none text-ink-700" />
              </span>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}
