import { IconLabel } from '../../components/ui/IconHeading'
import { IconTextList, IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { scoutBenefits, scoutCommission } from './copy'

export function BenefitsSection() {
  return (
    <Section id="vorteile" tone="muted" copy={scoutBenefits}>
      <div className="flex flex-col gap-6">
        <article className="overflow-hidden rounded-4xl bg-gradient-brand p-6 text-white shadow-brand sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:items-center">
            <div className="flex flex-col gap-3">
              <IconTile icon="i-lucide-wallet" className="h-12 w-12 rounded-2xl bg-white/15 text-2xl" />
              <h3 className="text-2xl font-bold sm:text-3xl">{scoutCommission.title}</h3>
              <p className="text-white/90">{scoutCommission.text}</p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {scoutCommission.rates.map((rate) => (
                <li
                  key={rate.basis}
                  className="flex flex-col gap-2 rounded-3xl bg-ink-950/25 p-5 ring-1 ring-white/20 sm:p-6"
                >
                  <IconLabel icon={rate.icon} className="text-white/90">
                    {rate.term}
                  </IconLabel>
                  <span className="text-5xl font-extrabold tracking-tight">{rate.rate}</span>
                  <span className="text-white/90">{rate.basis}</span>
                  <span className="mt-2 self-start rounded-full bg-white px-3 py-1 text-sm font-bold text-brand-700">
                    {rate.average}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </article>
        {/* The four benefits under the commission as plain lines: the commission is the card, they its footnotes. */}
        <IconTextList
          items={scoutBenefits.items}
          look="plain"
          className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </div>
    </Section>
  )
}
