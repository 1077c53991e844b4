import type { Partner } from '../../data/partners'
import { LazyImage } from '../ui/LazyImage'
import { revealProps } from '../ui/reveal-style'
import { ShowMore } from '../ui/ShowMore'

const card =
  'flex flex-col items-start gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:items-center sm:gap-4 sm:p-6 sm:text-center'

type Props = {
  heading: string
  partners: Partner[]
  columns: 2 | 4
  /** On phones: show this many, the rest behind "Alle anzeigen" (`more` is its label). */
  preview?: { count: number; more: string }
}

/**
 * A group of partner cards: our SVG mark, name for screen readers via alt, short description. A stacked list on
 * phones (the mark above its text, left-aligned), a grid of centred cards from 640 px.
 */
export function PartnerLogos({ heading, partners, columns, preview }: Props) {
  const hidden = preview && partners.length > preview.count ? preview : undefined
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-600">{heading}</h3>
      <ul
        aria-label={heading}
        className={`more-list grid gap-4 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:w-1/2'}`}
      >
        {partners.map((partner, index) => (
          <li
            key={partner.id}
            className={`${card} ${hidden && index >= hidden.count ? 'more-item' : ''}`.trim()}
            data-partner={partner.id}
            {...revealProps(index)}
          >
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
      {hidden ? <ShowMore label={hidden.more} data-partners-more="" /> : null}
    </div>
  )
}
