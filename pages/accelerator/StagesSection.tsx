import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { stages } from './copy'

/**
 * The two stages as a compact comparison on one grey surface (review 31: a full-width white price table with 24 px
 * prices competed with the closing „Kostenlos Partner werden“, its heading alone beside an empty half): the heading
 * with its intro beside it, under it badge and price on one line, a sentence and the checks. The prices at 20 px,
 * a size under the closing call's heading; no ring and no shadow (the closing card is the one raised box). From 768 px
 * both columns share their rows (subgrid), so price, text and checks start on one line.
 */
export function StagesSection() {
  return (
    <Section copy={stages} id="phasen" align="beside">
      <ul className="grid divide-y divide-ink-200 rounded-3xl bg-ink-50 md:grid-cols-2 md:grid-rows-[repeat(3,auto)] md:divide-x md:divide-y-0">
        {stages.items.map((stage) => (
          <li key={stage.id} className="flex flex-col gap-3 p-6 md:row-span-3 md:grid md:grid-rows-subgrid lg:px-8">
            <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className={stage.tone === 'green' ? 'badge-green' : 'badge-fundraising'}>{stage.badge}</span>
              <span className="text-xl font-bold text-ink-900 tabular-nums">{stage.price}</span>
              <span className="basis-full text-sm font-medium text-ink-600">{stage.priceNote}</span>
            </h3>
            <p className="text-ink-700">{stage.text}</p>
            <CheckList items={stage.features} className="self-start text-base" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
