import { ReachBar } from '../../components/spotlight/ReachBar'
import { Section } from '../../components/ui/Section'
import { mediaTotal as total } from '../../data/mediadaten'
import { Stat } from './Stat'

/**
 * The total reach as one visual (round 23: the tiers stood in the hero, a paragraph under it and three cards here):
 * the sources on a bar that runs to what is possible, the guarantee marked on it, the expected and possible tiers
 * under it, then how a contact is counted. Below, who the contacts are and what a thousand of them cost.
 */
export function TotalSection() {
  const { counting } = total.breakdown
  return (
    <Section copy={total} id="gesamtreichweite" tone="muted">
      <div className="flex flex-col gap-5">
        {/* #zusammensetzung: where the partner page's „So rechnen wir“ leads. */}
        <div id="zusammensetzung" className="card flex scroll-mt-24 flex-col gap-6">
          <ReachBar
            linked
            tiers
            aside={
              <div className="flex flex-col gap-1 rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-700 sm:p-5">
                <h3 className="font-semibold text-ink-900">{counting.title}</h3>
                <p className="max-w-[70ch]">{counting.text}</p>
              </div>
            }
          />
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          {/* The audience's three shares as the page's figures, ruled apart and filling the card's height beside the
              TKP (review of 5 Nov 2025: grey tiles, 70 px empty under them at 1280 px). */}
          <div className="card flex flex-col gap-5">
            <h3 className="h-card">{total.quality.title}</h3>
            <dl className="grid flex-1 items-center divide-y divide-ink-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
              {total.quality.items.map((item, index) => (
                <Stat
                  key={item.label}
                  figure={item}
                  row
                  className={`py-3 first:pt-0 last:pb-0 sm:py-0 ${index ? 'sm:pl-4' : ''} ${index < 2 ? 'sm:pr-4' : ''}`}
                />
              ))}
            </dl>
          </div>
          <div className="card flex flex-col gap-5">
            <h3 className="h-card">{total.tkp.title}</h3>
            <dl className="flex flex-col gap-5">
              {[
                { ...total.tkp.organic, bar: 'w-[3%] bg-brand-600' },
                { ...total.tkp.paid, bar: 'w-full bg-ink-400' },
              ].map((row) => (
                <div key={row.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-2">
                  <dt className="text-sm font-semibold text-ink-900 sm:text-base">{row.label}</dt>
                  <dd className="text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums sm:text-3xl">
                    {row.value}
                  </dd>
                  <dd className="col-span-2 h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                    <div className={`h-full min-w-3 rounded-full ${row.bar}`} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </Section>
  )
}
