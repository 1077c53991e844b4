import type { Partner } from '../../data/partners'
import { LazyImage } from '../ui/LazyImage'
import { revealProps } from '../ui/reveal-style'

const card =
  'flex flex-col items-start gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:items-center sm:gap-4 sm:p-6 sm:text-center'

type Props = {
  heading: string
  partners: Partner[]
  columns: 2 | 4
}

/**
 * A group of partner cards: our SVG mark, name for screen readers via alt, short description. A stacked list on
 * phones (the mark above its text, left-aligned), a grid of centred cards from 640 px.
 */
export function PartnerLogos({ heading, partners, columns }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-600">{heading}</h3>
      <ul
        aria-label={heading}
        // Two partners across the whole row (in half of it, the other half stood empty: round 18).
        className={`grid gap-4 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : ''}`}
      >
        {partners.map((partner, index) => (
          <li key={partner.id} className={card} data-partner={partner.id} {...revealProps(index)}>
            <LazyImage
              src={partner.logo}
              alt={partner.name}
              width={Math.round(partner.logoWidth * 0.85)}
              height={54}
              className="h-10 w-auto sm:h-13.5"
            />
            <p className="text-sm leading-relaxed text-ink-600">{partner.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
