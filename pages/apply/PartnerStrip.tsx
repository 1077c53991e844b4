import { Section } from '../../components/ui/Section'
import { partners } from './copy'

/**
 * The partners' names as one wordmark treatment in the site's own type (session 32 review: five names in plain grey
 * read as placeholders): each a two-line lockup of equal height, the name's first word heavy, the rest small and
 * spaced, all in one weight and colour; no invented marks (review 29). All five on a phone, in a two-column grid
 * flush left under a flush-left caption (session 32 fix round: a centred three over two).
 */
export function PartnerStrip() {
  return (
    <Section
      labelledBy="partner-titel"
      spacing="py-10 sm:py-12"
      className="border-b border-ink-100"
      contentClassName="flex flex-col items-start gap-7 sm:items-center"
    >
      <h2
        id="partner-titel"
        className="text-balance text-sm sm:text-center font-semibold uppercase tracking-wider text-ink-600"
      >
        Im Netzwerk mit Investoren und Partnern aus dem Ökosystem
      </h2>
      <ul className="grid w-full grid-cols-2 gap-x-6 gap-y-6 sm:flex sm:flex-wrap sm:items-center sm:justify-center sm:gap-x-12 lg:justify-between">
        {partners.map((partner) => {
          const [head, ...rest] = partner.split(' ')
          return (
            <li key={partner} className="flex h-10 flex-col justify-center leading-none text-ink-700" data-partner-name>
              <span className="text-[1.0625rem] font-extrabold tracking-tight sm:text-xl">{head}</span>{' '}
              <span className="mt-1 text-[0.625rem] font-bold uppercase tracking-[0.28em] sm:text-[0.6875rem]">
                {rest.join(' ')}
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
