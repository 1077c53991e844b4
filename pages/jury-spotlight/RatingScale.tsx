/**
 * The jury portal's rating control as the hero's drawing of the portal shows it: the label, the scale, one cell per
 * point with the juror's note marked. Drawn, not a control: it stands inside the mockup's hidden-from-screen-readers
 * part, whose caption says it in words.
 */
export function RatingScale({
  label,
  scale,
  score,
  max,
}: {
  label: string
  scale: string
  score: number
  max: number
}) {
  return (
    <span className="flex flex-col gap-2" data-rating-scale={`${score}/${max}`}>
      <span className="flex items-center justify-between gap-3 text-sm font-semibold">
        <span>{label}</span>
        <span className="text-ink-700">{scale}</span>
      </span>
      {/* On phones two rows of five (one row of ten left cells of 28 px, round 26). */}
      <span className="grid grid-cols-5 gap-1.5 sm:flex sm:gap-1">
        {Array.from({ length: max }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the points of the scale
            key={index}
            className={`flex h-9 flex-1 items-center justify-center rounded-lg text-xs font-bold tabular-nums sm:h-9 sm:text-sm ${index + 1 === score ? 'bg-brand-600 text-white' : 'bg-ink-50 text-ink-700 ring-1 ring-ink-200'}`}
          >
            {index + 1}
          </span>
        ))}
      </span>
    </span>
  )
}
