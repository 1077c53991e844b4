import { reachBreakdown } from '../../data/mediadaten'

const tones = {
  light: { value: 'text-ink-900', label: 'text-ink-700', marker: 'bg-ink-900' },
  dark: { value: 'text-white', label: 'text-ink-100', marker: 'bg-white' },
} as const

/**
 * Where Spotlight's reach comes from, as one bar (each source's share of the sum, the community at least a sliver so
 * its colour is there to find) and its legend: the media data's breakdown (`linked`: each source leads to its
 * section) and the partner page's total show it.
 */
export function ReachBar({ tone = 'light', linked = false }: { tone?: keyof typeof tones; linked?: boolean }) {
  const colours = tones[tone]
  const guaranteeAt = `${(reachBreakdown.guarantee.contacts / reachBreakdown.total) * 100}%`
  const parts = reachBreakdown.parts.map((part) => ({ ...part, dot: tone === 'dark' ? part.toneOnDark : part.tone }))
  return (
    <>
      {/* The bar with the guarantee marked on it (round 22: the total said 600.000+ while the bar added up to
          700.000+, and only a footnote said why). */}
      <div className="relative w-full pt-6" aria-hidden="true">
        <span
          className={`absolute top-0 -translate-x-full whitespace-nowrap pr-1.5 text-xs font-semibold ${colours.value}`}
          style={{ left: guaranteeAt }}
        >
          {reachBreakdown.guarantee.label}
        </span>
        <span
          className={`absolute top-1 -bottom-1 w-0.5 rounded-full ${colours.marker}`}
          style={{ left: guaranteeAt }}
        />
        <div className="flex h-4 w-full gap-0.5 overflow-hidden rounded-full">
          {parts.map((part) => (
            <span
              key={part.label}
              className={`h-full ${part.dot}`}
              style={{ width: `${(part.contacts / reachBreakdown.total) * 100}%`, minWidth: 6 }}
            />
          ))}
        </div>
      </div>
      <dl className="grid w-full grid-cols-2 gap-x-4 gap-y-4 text-left sm:gap-x-6 lg:grid-cols-4">
        {parts.map((part) => (
          <div key={part.label} className="flex flex-col">
            <dt className={`order-2 flex items-start gap-2 text-sm ${colours.label}`}>
              <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${part.dot}`} aria-hidden="true" />
              {/* On the media data each source leads to its section. */}
              {linked ? (
                <a
                  href={`#${part.section}`}
                  className="inline-block py-0.5 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-700"
                >
                  {part.label}
                </a>
              ) : (
                part.label
              )}
            </dt>
            <dd className={`order-1 text-xl font-extrabold tracking-tight sm:text-2xl ${colours.value}`}>
              {part.value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}
