import { FigureCard } from '../../components/spotlight/FigureCard'
import { ReachBar } from '../../components/spotlight/ReachBar'
import { IconTextList } from '../../components/ui/IconTile'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { Section } from '../../components/ui/Section'
import { mediaTotal as total } from '../../data/mediadaten'

export function TotalSection() {
  return (
    <Section copy={total} id="gesamtreichweite" tone="muted">
      <div className="flex flex-col gap-6">
        <dl className="grid gap-5 md:grid-cols-3">
          {total.figures.map((figure) => (
            <FigureCard key={figure.label} figure={figure} />
          ))}
        </dl>
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
            <h3 className="h-card">{total.cpm.title}</h3>
            <dl className="flex flex-col gap-5">
              {[
                { ...total.cpm.organic, tone: 'text-mint-700', bar: 'w-[3%] bg-mint-600' },
                { ...total.cpm.paid, tone: 'text-ink-900', bar: 'w-full bg-gradient-to-r from-ink-300 to-ink-500' },
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
        <IconTextList
          items={total.promises.map((promise) => ({ icon: promise.icon, title: promise.value, text: promise.label }))}
          look="dark"
          figures
          className="grid gap-5 md:grid-cols-3"
        />
      </div>
    </Section>
  )
}

/**
 * Right under the hero, the reach split by where it comes from (round 21: the sources' sections came first and the
 * sum at the end): the bar and its legend, each source leading to its section, the sum and the guarantee, and how a
 * contact is counted.
 */
export function BreakdownSection() {
  const { sum, note, counting } = total.breakdown
  return (
    <Section copy={total.breakdown} id="zusammensetzung" align="left">
      <div className="card flex flex-col gap-6">
        <ReachBar linked />
        <p className="border-t border-ink-200 pt-5 leading-relaxed text-ink-700">
          <strong className="font-bold text-ink-900">{sum}.</strong> {note}
        </p>
        <div className="flex flex-col gap-1 rounded-2xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-700 sm:p-5">
          <h3 className="font-semibold text-ink-900">{counting.title}</h3>
          <p>{counting.text}</p>
        </div>
      </div>
    </Section>
  )
}
