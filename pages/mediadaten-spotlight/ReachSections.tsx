import { CheckRow } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { mediaCommunity, mediaMultipliers, mediaWildcard, reachBreakdown } from '../../data/mediadaten'
import { Stat } from './Stat'

/**
 * The direct community as one row (round 23: a whole section for one figure): the heading, its figure as the page's
 * other figures are (review of 5 Nov 2025: the smallest figure sat on the brand gradient, the loudest element of its
 * screen), and whom it reaches as a line of points under them.
 */
export function CommunitySection() {
  return (
    <Section id="community" labelledBy="community-titel" spacing="py-14 sm:py-20">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-12">
        <SectionHeading id="community-titel" copy={mediaCommunity} className="max-w-2xl gap-3" />
        <dl>
          <Stat figure={mediaCommunity.figure} size="lg" />
        </dl>
      </div>
      <CheckRow
        items={mediaCommunity.points}
        label="Wen du erreichst"
        className="mt-8 grid gap-3 border-t border-ink-200 pt-6 text-ink-800 sm:grid-cols-3 sm:gap-6"
        item="flex items-start gap-2.5 text-balance font-medium"
        icon="i-lucide-circle-check mt-0.5 shrink-0 text-xl text-brand-600"
      />
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
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-16">
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
 * operators hung in a gutter; at 1280 px the sum stood centred and narrower than the strip under it). Up to 1024 px a
 * receipt, one term a line with its operator in front and a rule above the result; from 1024 px the three terms on
 * the grid of the strip under them. The result is the one highlighted figure (white on the dark band).
 */
export function WildcardSection() {
  const { calculation } = mediaWildcard
  const terms = [
    { ...calculation.startups, operator: '' },
    { ...calculation.contacts, operator: '×' },
    { ...calculation.result, operator: '=' },
  ]
  const columns = 'lg:grid-cols-[1.3fr_1fr_1fr]'
  return (
    <Section copy={mediaWildcard} id="wildcard-reichweite" tone="ink">
      <div className="flex flex-col gap-5">
        <p className="sr-only">
          {`${calculation.startups.value} ${calculation.startups.label} mal ${calculation.contacts.value} ${calculation.contacts.label} ergibt ${calculation.result.value} ${calculation.result.label}.`}
        </p>
        <ol
          aria-hidden="true"
          className={`grid gap-0 rounded-3xl bg-white/5 p-2 ring-1 ring-white/10 lg:gap-2 ${columns}`}
        >
          {terms.map((term, index) => {
            const result = index === terms.length - 1
            const channel = result ? reachBreakdown.parts.find((part) => part.value === term.value) : undefined
            return (
              <li
                key={term.label}
                className={`grid grid-cols-[1.25rem_6rem_1fr] items-baseline gap-x-3 px-4 py-3 lg:flex lg:flex-col lg:gap-1 lg:px-6 lg:py-4 ${
                  result ? 'mt-2 rounded-2xl bg-white lg:mt-0' : ''
                } ${index === 1 ? 'border-b-2 border-white/30 lg:border-b-0' : ''}`}
                data-stat={channel?.section}
              >
                <span className={`text-2xl font-bold lg:hidden ${result ? 'text-ink-500' : 'text-brand-200'}`}>
                  {term.operator}
                </span>
                <span
                  className={`whitespace-nowrap text-right text-2xl font-extrabold tracking-tight tabular-nums lg:text-left lg:text-4xl ${result ? 'text-ink-900' : 'text-white'}`}
                >
                  {term.operator ? (
                    <span className={`mr-3 hidden lg:inline ${result ? 'text-ink-500' : 'text-brand-200'}`}>
                      {term.operator}
                    </span>
                  ) : null}
                  {term.value}
                </span>
                <span
                  className={`flex items-start gap-2 text-sm font-semibold sm:text-base ${result ? 'text-ink-900' : 'text-white'}`}
                >
                  {channel ? (
                    <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${channel.tone}`} aria-hidden="true" />
                  ) : null}
                  {term.label}
                </span>
              </li>
            )
          })}
        </ol>
        {/* The voting's further figures as one strip of three (round 23: three large cards). */}
        <dl
          className={`grid divide-y divide-white/10 rounded-3xl bg-white/5 ring-1 ring-white/10 lg:divide-x lg:divide-y-0 ${columns}`}
        >
          {mediaWildcard.figures.map((figure) => (
            <Stat key={figure.label} figure={figure} tone="dark" className="px-6 py-5 sm:px-8" />
          ))}
        </dl>
      </div>
    </Section>
  )
}
