import { CheckRow } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { mediaCommunity, mediaMultipliers, mediaWildcard, reachBreakdown } from '../../data/mediadaten'
import { Stat } from './Stat'

/** The grid the community and the multipliers share: the heading left, the figures right, on the same columns. */
const reachRow = 'grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16'

/**
 * The direct community as one row (round 23: a whole section for one figure): the heading, its figure as the page's
 * other figures are (review of 5 Nov 2025: the smallest figure sat on the brand gradient, the loudest element of its
 * screen), and whom it reaches beside it. Round 29: the figure and the points on the multipliers' columns under the
 * same heading column (before, a lone „345+“ stood far right beside ~280 px of nothing, the points in a row below).
 */
export function CommunitySection() {
  return (
    <Section id="community" labelledBy="community-titel" spacing="py-14 sm:py-20">
      <div className={`${reachRow} lg:items-center`}>
        <SectionHeading id="community-titel" copy={mediaCommunity} className="gap-3" />
        <div className="grid gap-6 sm:grid-cols-2 sm:divide-x sm:divide-ink-200" data-community-row>
          <dl className="sm:pr-8">
            <Stat figure={mediaCommunity.figure} size="lg" />
          </dl>
          <CheckRow
            items={mediaCommunity.points}
            label="Wen du erreichst"
            className="flex flex-col gap-3 border-t border-ink-200 pt-5 text-ink-800 sm:border-t-0 sm:pl-8 sm:pt-0"
            item="flex items-start gap-2.5 text-balance font-medium"
            icon="i-lucide-circle-check mt-0.5 shrink-0 text-xl text-ink-500"
          />
        </div>
      </div>
    </Section>
  )
}

/**
 * The multipliers as one strip (round 23: two cards under the usual heading): the heading beside their two figures,
 * set large on the grey band without boxes, each in its colour on the total's bar.
 */
export function MultipliersSection() {
  return (
    <Section id="multiplikatoren" labelledBy="multiplikatoren-titel" tone="muted" spacing="py-14 sm:py-20">
      <div className={`${reachRow} lg:items-center`}>
        <SectionHeading id="multiplikatoren-titel" copy={mediaMultipliers} className="gap-3" />
        <dl className="grid grid-cols-2 divide-x divide-ink-200">
          {mediaMultipliers.figures.map((figure, index) => (
            <Stat key={figure.label} figure={figure} size="lg" className={index ? 'pl-5 sm:pl-8' : 'pr-5 sm:pr-8'} />
          ))}
        </dl>
      </div>
    </Section>
  )
}

/**
 * The wildcard's reach as a sum written down (review of 5 Nov 2025: on a phone the terms lost their boxes and the
 * operators hung in a gutter). Up to 1024 px a receipt, one term a line with its operator in front and a rule above
 * the result; from 1024 px the sum and the strip of further figures are two rows of one three-column grid (round 29:
 * two grids with their own padding let the cells, dividers and the white result box drift apart), ruled alike, the
 * operators in one muted colour and the result marked by a tint, not a box of its own.
 */
export function WildcardSection() {
  const { calculation } = mediaWildcard
  const terms = [
    { ...calculation.startups, operator: '' },
    { ...calculation.contacts, operator: '×' },
    { ...calculation.result, operator: '=' },
  ]
  const row = 'lg:col-span-3 lg:grid lg:grid-cols-subgrid lg:divide-x lg:divide-y-0 lg:divide-white/10'
  const operator = 'text-ink-300'
  return (
    <Section copy={mediaWildcard} id="wildcard-reichweite" tone="ink">
      <div
        className="overflow-hidden rounded-3xl bg-white/5 ring-1 ring-white/10 lg:grid lg:grid-cols-[1.3fr_1fr_1fr]"
        data-wildcard-grid
      >
        <p className="sr-only">
          {`${calculation.startups.value} ${calculation.startups.label} mal ${calculation.contacts.value} ${calculation.contacts.label} ergibt ${calculation.result.value} ${calculation.result.label}.`}
        </p>
        <ol aria-hidden="true" className={`grid border-b border-white/10 ${row}`} data-wildcard-sum>
          {terms.map((term, index) => {
            const result = index === terms.length - 1
            const channel = result ? reachBreakdown.parts.find((part) => part.value === term.value) : undefined
            return (
              <li
                key={term.label}
                className={`grid grid-cols-[1.25rem_6rem_1fr] items-baseline gap-x-3 px-6 py-4 sm:px-8 lg:flex lg:flex-col lg:gap-1 lg:py-6 ${
                  result ? 'border-t-2 border-white/30 bg-white/10 lg:border-t-0' : ''
                }`}
                data-stat={channel?.section}
                data-result={result ? '' : undefined}
              >
                <span className={`text-2xl font-bold lg:hidden ${operator}`}>{term.operator}</span>
                <span className="whitespace-nowrap text-right text-2xl font-extrabold tracking-tight tabular-nums text-white lg:text-left lg:text-4xl">
                  {term.operator ? <span className={`mr-3 hidden lg:inline ${operator}`}>{term.operator}</span> : null}
                  {term.value}
                </span>
                <span className="flex items-start gap-2 text-sm font-semibold text-white sm:text-base">
                  {channel ? (
                    <span
                      className={`mt-1.5 size-2.5 shrink-0 rounded-full ${channel.toneOnDark}`}
                      aria-hidden="true"
                    />
                  ) : null}
                  {term.label}
                </span>
              </li>
            )
          })}
        </ol>
        {/* The voting's further figures as the grid's second row (round 23: three large cards). */}
        <dl className={`grid divide-y divide-white/10 ${row}`} data-wildcard-figures>
          {mediaWildcard.figures.map((figure) => (
            <Stat key={figure.label} figure={figure} tone="dark" className="px-6 py-5 sm:px-8" />
          ))}
        </dl>
      </div>
    </Section>
  )
}
