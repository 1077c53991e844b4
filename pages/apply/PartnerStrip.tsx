import { LazyImage } from '../../components/ui/LazyImage'
import { Section } from '../../components/ui/Section'
import { partners } from './copy'

export function PartnerStrip() {
  return (
    <Section
      labelledBy="partner-titel"
      spacing="py-10 sm:py-12"
      className="border-b border-ink-100"
      contentClassName="flex flex-col items-center gap-6"
    >
      <h2 id="partner-titel" className="text-center text-sm font-semibold uppercase tracking-wider text-ink-600">
        Im Netzwerk mit Investoren und Partnern aus dem Ökosystem
      </h2>
      <ul className="flex w-full flex-wrap items-center justify-center gap-x-4 gap-y-3 sm:gap-x-8 lg:justify-between">
        {/* Four on a phone, two by two (round 23: the fifth stood alone on a third row). */}
        {partners.map((partner, index) => (
          <li key={partner.name} className={index === 4 ? 'max-sm:hidden' : undefined}>
            <LazyImage
              src={partner.logo}
              alt={partner.name}
              width={250}
              height={60}
              className="h-auto w-40 sm:w-48 lg:w-44"
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
