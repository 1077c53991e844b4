import type { Partner } from '../../data/partners'
import { Rail } from '../sections/Rail'
import { LazyImage } from '../ui/LazyImage'
import { revealProps } from '../ui/reveal-style'

type Props = { heading: string; partners: Partner[]; columns: 2 | 4 }

/** A group of partner cards: our SVG mark, name for screen readers via alt, short description. */
export function PartnerLogos({ heading, partners, columns }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-600">{heading}</h3>
      <Rail
        label={heading}
        className={`w-[calc(100%+2.5rem)] gap-4 sm:w-full sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:w-1/2'}`}
      >
        {partners.map((partner, index) => (
          <li
            key={partner.id}
            className="rail-item flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-ink-200 !flex"
            {...revealProps(index)}
          >
            <LazyImage
              src={partner.logo}
              alt={partner.name}
              width={Math.round(partner.logoWidth * 0.85)}
              height={54}
              className="h-13.5 w-auto"
            />
            <p className="text-sm leading-relaxed text-ink-600">{partner.description}</p>
          </li>
        ))}
      </Rail>
    </div>
  )
}
