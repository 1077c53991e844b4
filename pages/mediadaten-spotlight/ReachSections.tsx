import { CheckRow } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { mediaCommunity, mediaMultipliers, mediaWildcard } from '../../data/mediadaten'

/**
 * The direct community as one row (round 23: a whole section for one figure): the heading, its figure on the brand
 * gradient, and whom it reaches as a line of points under them.
 */
export function CommunitySection() {
  const { figure } = mediaCommunity
  return (
    <Section id="community" labelledBy="community-titel" spacing="py-14 sm:py-20">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-12">
        <SectionHeading id="community-titel" copy={mediaCommunity} className="max-w-2xl gap-3" />
        <dl className="w-fit rounded-3xl bg-gradient-brand px-6 py-4 text-white shadow-brand">
          <div className="flex flex-col">
            <dt className="order-2 text-sm font-semibold">{figure.label}</dt>
            <dd className="order-1 text-4xl font-extrabold tracking-tight sm:text-5xl">{figure.value}</dd>
            <dd className="order-3 text-sm">{figure.note}</dd>
          </div>
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
 * set large on the grey band without boxes.
 */
export function MultipliersSection() {
  return (
    <Section id="multiplikatoren" labelledBy="multiplikatoren-titel" tone="muted" spacing="py-14 sm:py-20">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-16">
        <SectionHeading id="multiplikatoren-titel" copy={mediaMultipliers} className="gap-3" />
        <dl className="grid grid-cols-2 divide-x divide-ink-200">
          {mediaMultipliers.figures.map((figure, index) => (
            <div key={figure.label} className={`flex flex-col gap-1 ${index ? 'pl-5 sm:pl-8' : 'pr-5 sm:pr-8'}`}>
              <dt className="order-2 font-semibold leading-snug text-ink-900">{figure.label}</dt>
              <dd className="order-1 whitespace-nowrap text-3xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
                {figure.value}
              </dd>
              <dd className="order-3 text-sm text-ink-600">{figure.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  )
}

export function WildcardSection() {
  const { calculation } = mediaWildcard
  const terms = [
    { ...calculation.startups, operator: '' },
    { ...calculation.contacts, operator: '×' },
    { ...calculation.result, operator: '=' },
  ]
  const tile = (value: string, label: string, highlight = false) => (
    <div
      className={`flex min-w-0 flex-col items-center rounded-3xl px-6 py-5 text-center ${highlight ? 'bg-gradient-brand shadow-brand' : 'bg-white/5 ring-1 ring-white/10'}`}
    >
      <span className="text-4xl font-extrabold tracking-tight text-white">{value}</span>
      <span className={`text-sm font-medium leading-tight ${highlight ? 'text-white' : 'text-ink-100'}`}>{label}</span>
    </div>
  )
  return (
    <Section copy={mediaWildcard} id="wildcard-reichweite" tone="ink">
      <div className="flex flex-col gap-10">
        <p className="sr-only">
          {`${calculation.startups.value} ${calculation.startups.label} mal ${calculation.contacts.value} ${calculation.contacts.label} ergibt ${calculation.result.value} ${calculation.result.label}.`}
        </p>
        {/* Phones: the sum written down, one term a line, its label beside it (round 23: three tiles side by side
            left 12 px labels broken over two lines). */}
        <ol aria-hidden="true" className="flex flex-col sm:hidden">
          {terms.map((term, index) => {
            const result = index === terms.length - 1
            return (
              <li
                key={term.label}
                className={`grid grid-cols-[1.25rem_5.5rem_1fr] items-baseline gap-2 px-4 py-2.5 ${result ? 'mt-2 rounded-2xl bg-gradient-brand py-3 shadow-brand' : ''}`}
              >
                <span className={`text-lg font-bold ${result ? 'text-white' : 'text-brand-200'}`}>{term.operator}</span>
                <span className="text-right text-2xl font-extrabold tracking-tight text-white">{term.value}</span>
                <span className={`text-sm font-medium ${result ? 'text-white' : 'text-ink-100'}`}>{term.label}</span>
              </li>
            )
          })}
        </ol>
        <div
          aria-hidden="true"
          className="mx-auto hidden w-full max-w-3xl grid-cols-[1fr_auto_1fr_auto_1.3fr] items-center gap-3 sm:grid"
        >
          {tile(calculation.startups.value, calculation.startups.label)}
          <span className="text-center text-3xl font-bold text-brand-200">×</span>
          {tile(calculation.contacts.value, calculation.contacts.label)}
          <span className="text-center text-3xl font-bold text-brand-200">=</span>
          {tile(calculation.result.value, calculation.result.label, true)}
        </div>
        {/* The voting's further figures as one strip of three (round 23: three large cards). */}
        <dl className="grid divide-y divide-white/10 rounded-3xl bg-white/5 ring-1 ring-white/10 lg:grid-cols-[1.3fr_1fr_1fr] lg:divide-x lg:divide-y-0">
          {mediaWildcard.figures.map((figure) => (
            <div key={figure.label} className="flex flex-col gap-0.5 px-6 py-5 sm:px-8">
              <dt className="order-2 font-semibold text-white">{figure.label}</dt>
              <dd className="order-1 whitespace-nowrap text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
                {figure.value}
              </dd>
              <dd className="order-3 text-sm text-ink-100">{figure.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  )
}
