import type { ReactNode } from 'react'
import { reachBreakdown, reachTiers } from '../../data/mediadaten'

const tones = {
  light: { value: 'text-ink-900', label: 'text-ink-700', marker: 'bg-ink-900' },
  dark: { value: 'text-white', label: 'text-ink-100', marker: 'bg-white' },
} as const

const percent = (share: number) => `${share * 100}%`
/** Sources below 1 % of the sum, too thin to see on a bar without the tiers (the community's 345+). */
const visible = (part: { contacts: number }) => part.contacts / reachBreakdown.total >= 0.01
const majorReachParts = reachBreakdown.parts.filter(visible)
const contactsOf = (parts: readonly { contacts: number }[]) => parts.reduce((sum, part) => sum + part.contacts, 0)
/** The sources left off that bar: the page names them with the sum. */
export const minorReachParts = reachBreakdown.parts.filter((part) => !visible(part))
/** The bar beyond the sources: what sharing and coverage may add, hatched (not there yet). */
const hatched = { backgroundImage: 'repeating-linear-gradient(135deg, #7D8AA6 0 2px, #E9EDF5 2px 6px)' }

/** A tier as a label on the bar: the figure large, its word and note under it. */
function TierLabel({
  tier,
  className = '',
  left,
}: {
  tier: { value: string; label: string; note?: string }
  className?: string
  /** Where on the bar it stands (the guarantee's mark). */
  left?: string
}) {
  return (
    <p
      className={`flex flex-col whitespace-nowrap leading-tight ${className}`}
      style={left ? { left } : undefined}
      data-reach-tier={tier.label}
    >
      <span className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">{tier.value}</span>
      <span className="text-sm font-semibold text-ink-900">{tier.label}</span>
      {tier.note ? <span className="text-xs text-ink-600">{tier.note}</span> : null}
    </p>
  )
}

/**
 * Where Spotlight's reach comes from, as one bar (each source's share, the community at least a sliver so its colour
 * is there to find) and its legend. `tiers` (the media data's total): the bar runs on to the possible reach, hatched
 * beyond the sources, with the three tiers on it: the guarantee above its mark, under the bar what the sources add up
 * to (expected) and what is possible. Without (the partner page's total): the sources' sum, the guarantee marked.
 * `linked`: each source leads to its section.
 */
export function ReachBar({
  tone = 'light',
  linked = false,
  tiers = false,
  aside,
}: {
  tone?: keyof typeof tones
  linked?: boolean
  tiers?: boolean
  /** Beside the legend from 1024 px (how the media data counts a contact). */
  aside?: ReactNode
}) {
  const colours = tones[tone]
  // Without the tiers, only the sources a reader can see on the bar (round 26: the community's 345+ was a dot of 6 px
  // with a legend column of its own; the page names it with the sum instead, see `minorReachParts`).
  const parts = (tiers ? reachBreakdown.parts : majorReachParts).map((part) => ({
    ...part,
    dot: tone === 'dark' ? part.toneOnDark : part.tone,
  }))
  const sourcesTotal = contactsOf(parts)
  const scale = tiers ? reachTiers.potential.contacts : sourcesTotal
  const guaranteeAt = percent(reachBreakdown.guarantee.contacts / scale)
  const sourcesWidth = percent(sourcesTotal / scale)
  // Beside the tiers a grid of value over label; without them, from 640 px one row of inline values, as a legend
  // (round 26: four equal columns stood under the wide first segment, not under their own).
  const inline = !tiers && !aside
  const legend = (columns: string) => (
    <dl
      className={`grid w-full grid-cols-2 gap-x-4 gap-y-4 text-left sm:gap-x-6 ${inline ? 'sm:flex sm:flex-wrap sm:gap-x-8 sm:gap-y-2' : columns}`}
    >
      {parts.map((part) => (
        <div key={part.label} className={`flex flex-col ${inline ? 'sm:flex-row sm:items-baseline sm:gap-2' : ''}`}>
          <dt
            className={`order-2 flex items-start gap-2 text-sm ${inline ? 'sm:whitespace-nowrap' : ''} ${colours.label}`}
          >
            <span
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${part.dot} ${inline ? 'sm:hidden' : ''}`}
              aria-hidden="true"
            />
            {/* On the media data each source leads to its section. */}
            {linked ? (
              <a href={`#${part.section}`} className="inline-block py-0.5 underline-offset-4 hover:underline">
                {part.label}
              </a>
            ) : (
              part.label
            )}
          </dt>
          <dd className={`order-1 font-extrabold tracking-tight ${tiers ? 'text-lg' : 'text-xl'} ${colours.value}`}>
            {/* In the row the dot before the figure. */}
            {inline ? (
              <span
                className={`mr-2 hidden size-2.5 rounded-full align-middle sm:inline-block ${part.dot}`}
                aria-hidden="true"
              />
            ) : null}
            {part.value}
          </dd>
        </div>
      ))}
    </dl>
  )
  return (
    <>
      {/* The bar with the guarantee marked on it (round 22: the total said 600.000+ while the bar added up to
          700.000+, and only a footnote said why). */}
      <div className={`relative w-full ${tiers ? 'pt-16' : 'pt-8'}`}>
        {tiers ? (
          <TierLabel
            tier={reachTiers.guaranteed}
            className="absolute top-0 -translate-x-full items-end pr-2 text-right"
            left={guaranteeAt}
          />
        ) : (
          // A readable label with room to the bar (round 26: 12 px on top of the bar read as crowded); the word alone,
          // the figure stands in the line above the bar (session 28 round 2: „600.000“ four times in two screens).
          <span
            className={`absolute top-0 -translate-x-full whitespace-nowrap pr-2 text-sm font-semibold leading-5 ${colours.value}`}
            style={{ left: guaranteeAt }}
          >
            {reachTiers.guaranteed.label}
          </span>
        )}
        {/* With the tiers the guarantee is a tick above the bar, not a line through a source's colour (review of
            5 Nov 2025). */}
        <span
          className={`absolute top-1 w-0.5 rounded-full ${tiers ? 'bottom-5' : '-bottom-1'} ${colours.marker}`}
          style={{ left: guaranteeAt }}
          aria-hidden="true"
        />
        <div className="flex h-4 w-full overflow-hidden rounded-full" aria-hidden="true">
          <div className="flex h-full shrink-0 gap-0.5" style={{ width: sourcesWidth }}>
            {parts.map((part) => (
              <span
                key={part.label}
                className={`h-full ${part.dot}`}
                style={{ width: percent(part.contacts / sourcesTotal), minWidth: tiers ? 8 : 6 }}
              />
            ))}
          </div>
          {tiers ? <span className="ml-0.5 h-full flex-1" style={hatched} /> : null}
        </div>
      </div>
      {/* Under the bar: the sources' sum as a bracket (expected), the hatched rest up to what is possible. */}
      {tiers ? (
        <div className="-mt-3 flex w-full gap-0.5">
          <div className="flex shrink-0 flex-col gap-2" style={{ width: sourcesWidth }}>
            <span className="h-2.5 rounded-b-md border-2 border-t-0 border-ink-500" aria-hidden="true" />
            <TierLabel tier={reachTiers.expected} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col items-end gap-2">
            <span
              className="h-2.5 w-full rounded-b-md border-2 border-t-0 border-dashed border-ink-500"
              aria-hidden="true"
            />
            <TierLabel tier={reachTiers.potential} className="items-end text-right" />
          </div>
        </div>
      ) : null}
      {aside ? (
        <div className="grid w-full gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
          {legend('lg:grid-cols-2')}
          {aside}
        </div>
      ) : (
        legend('lg:grid-cols-4')
      )}
    </>
  )
}
