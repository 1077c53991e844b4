import { ReachBar } from '../../components/spotlight/ReachBar'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { Section } from '../../components/ui/Section'
import { mediaTotal as total } from '../../data/mediadaten'

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
                {/* About 70 characters a line at most. */}
                <p className="max-w-[70ch]">{counting.text}</p>
              </div>
            }
          />
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="card flex flex-col gap-5">
            <h3 className="h-card">{total.quality.title}</h3>
            <dl className="grid gap-3 sm:grid-cols-3">
              {total.quality.items.map((item) => (
                <KeyFigure
                  key={item.label}
                  label={item.label}
                  value={item.value}
                  className="flex items-center gap-3 rounded-2xl bg-ink-50 px-4 py-3 sm:flex-col sm:gap-0 sm:px-2 sm:py-4 sm:text-center"
                />
              ))}
            </dl>
          </div>
          <div className="card flex flex-col gap-5">
            <h3 className="h-card">{total.tkp.title}</h3>
            <dl className="flex flex-col gap-5">
              {[
                { ...total.tkp.organic, tone: 'text-mint-700', bar: 'w-[3%] bg-mint-600' },
                { ...total.tkp.paid, tone: 'text-ink-900', bar: 'w-full bg-gradient-to-r from-ink-300 to-ink-500' },
              ].map((row) => (
                <div key={row.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-2">
                  <dt className="text-sm font-medium text-ink-700">{row.label}</dt>
                  <dd className={`text-2xl font-extrabold ${row.tone}`}>{row.value}</dd>
                  <dd className="col-span-2 h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                    <div className={`h-full rounded-full ${row.bar}`} />
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
