import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { stages } from './copy'

/**
 * The two stages as a compact comparison on one grey surface (review 31: a full-width white price table with 24 px
 * prices competed with the closing „Kostenlos Partner werden“, its heading alone beside an empty half): the heading
 * with its intro beside it, under it the plan's pill, the price under it, a sentence and the checks. The prices at
 * 30 px, ink and tabular (review 31b: at 20 px they stood barely above their labels), still well under the closing
 * call's 48 px heading; no ring and no shadow (the closing card is the one raised box). From 768 px both columns
 * share their rows (subgrid), so price, text and checks start on one line.
 */

/**
 * The free plan's pill: neutral grey (review 31b: the mint badge was the cohort dashboard's „Im Gespräch“ status).
 * FUNDRAISING keeps the spec's gradient badge.
 */
const planPill =
  'inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink-800 ring-1 ring-ink-300'

export function StagesSection() {
  return (
    <Section copy={stages} id="phasen" align="beside">
      <ul className="grid divide-y divide-ink-200 rounded-3xl bg-ink-50 md:grid-cols-2 md:grid-rows-[repeat(3,auto)] md:divide-x md:divide-y-0">
        {stages.items.map((stage) => (
          <li key={stage.id} className="flex flex-col gap-3 p-6 md:row-span-3 md:grid md:grid-rows-subgrid lg:px-8">
            <h3 className="flex flex-col items-start gap-2" data-stage-head>
              <span className={stage.tone === 'green' ? planPill : 'badge-fundraising'}>{stage.badge}</span>
              <span
                className="mt-1 text-[1.875rem] font-bold leading-none tracking-tight text-ink-900 tabular-nums"
                data-stage-price
              >
                {stage.price}
              </span>
              <span className="text-sm font-medium text-ink-600">{stage.priceNote}</span>
            </h3>
            <p className="text-ink-700">{stage.text}</p>
            <CheckList items={stage.features} className="self-start text-base" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
