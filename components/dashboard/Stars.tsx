const STAR =
  'M11.5 2.3a.53.53 0 0 1 .95 0l2.31 4.68a2.12 2.12 0 0 0 1.6 1.16l5.16.76a.53.53 0 0 1 .3.9l-3.74 3.64a2.12 2.12 0 0 0-.61 1.88l.88 5.14a.53.53 0 0 1-.77.56l-4.62-2.43a2.12 2.12 0 0 0-1.97 0L6.4 21.01a.53.53 0 0 1-.77-.56l.88-5.14a2.12 2.12 0 0 0-.61-1.88L2.16 9.8a.53.53 0 0 1 .3-.9l5.16-.76a2.12 2.12 0 0 0 1.6-1.16z'

/** A rating as filled and empty stars, announced as one image ("4 von 5 Sternen"). */
export function Stars({ filled, total = 5 }: { filled: number; total?: number }) {
  return (
    <span role="img" aria-label={`${filled} von ${total} Sternen`} className="flex gap-1" data-stars={filled}>
      {Array.from({ length: total }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are positions, not items
          key={index}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          data-filled={index < filled}
          className={index < filled ? 'text-brand-600' : 'text-ink-200'}
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  )
}
