import type { Partner } from '../../data/partners'
import { LazyImage } from '../ui/LazyImage'
import { revealProps } from '../ui/reveal-style'

type Props = {
  heading: string
  partners: Partner[]
  columns: 2 | 4
}

/** Each partner under a hairline of its own: the mark, then its line; the corporate partners' marks larger. */
const item = {
  2: { row: 'sm:grid-cols-2', logo: 'h-12 sm:h-14', height: 56 },
  4: { row: 'sm:grid-cols-2 lg:grid-cols-4', logo: 'h-10', height: 40 },
} as const

/**
 * A group of partners as a ruled strip, no boxes (review 7.4: the section was the page's last "heading + grid of
 * white cards"): our SVG mark left-aligned on a hairline, the name for screen readers via alt, the short
 * description under it. Stacked on phones, in columns from 640 px.
 */
export function PartnerLogos({ heading, partners, columns }: Props) {
  const look = item[columns]
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-ink-700">{heading}</h3>
      <ul aria-label={heading} className={`grid gap-x-8 ${look.row}`} data-partner-strip={columns}>
        {partners.map((partner, index) => (
          <li
            key={partner.id}
            className="flex flex-col items-start gap-4 border-t border-ink-300 py-6"
            data-partner={partner.id}
            {...revealProps(index)}
          >
            <LazyImage
              src={partner.logo}
              alt={partner.name}
              width={Math.round((partner.logoWidth * look.height) / 64)}
              height={look.height}
              className={`${look.logo} w-auto`}
            />
            <p className="max-w-[36ch] text-sm leading-relaxed text-ink-600">{partner.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
