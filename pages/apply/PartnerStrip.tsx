import { Section } from '../../components/ui/Section'
import { partners } from './copy'

/**
 * The partners' names as quiet wordmarks in the site's own type (review 29: the marks' SVG text fell back to another
 * typeface, an image cannot load the page's font; and no invented logos beside the names).
 */
const wordmark = 'whitespace-nowrap text-base font-bold tracking-tight text-ink-500 sm:text-lg'

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
      <ul className="flex w-full flex-wrap items-center justify-center gap-x-8 gap-y-3 sm:gap-x-12 lg:justify-between">
        {/* Four on a phone, two by two (round 23: the fifth stood alone on a third row). */}
        {partners.map((partner, index) => (
          <li key={partner} className={index === 4 ? `${wordmark} max-sm:hidden` : wordmark} data-partner-name>
            {partner}
          </li>
        ))}
      </ul>
    </Section>
  )
}
