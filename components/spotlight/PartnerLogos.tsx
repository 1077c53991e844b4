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
  2: { row: 'grid-cols-2', logo: 'h-9 sm:h-14', height: 56 },
  4: { row: 'grid-cols-2 lg:grid-cols-4', logo: 'h-8 sm:h-10', height: 40 },
} as const

/**
 * A group of partners as a ruled strip, no boxes (review 7.4: the section was the page's last "heading + grid of
 * white cards"): our SVG mark left-aligned on a hairline, the name for screen readers via alt, the short
 * description under it. Two columns on phones, the mark and a short line each (session 30 review: six stacked
 * blocks took a screen and a half); the full description from 640 px.
 */
export function PartnerLogos({ heading, partners, columns }: Props) {
  const look = item[columns]
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-ink-700">{heading}</h3>
      <ul aria-label={heading} className={`grid gap-x-4 sm:gap-x-8 ${look.row}`} data-partner-strip={columns}>
        {partners.map((partner, index) => (
          <li
            key={partner.id}
            className="flex min-w-0 flex-col items-start gap-3 border-t border-ink-300 py-4 sm:gap-4 sm:py-6"
            data-partner={partner.id}
            {...revealProps(index)}
          >
            <LazyImage
              src={partner.logo}
              alt={partner.name}
              width={Math.round((partner.logoWidth * look.height) / 64)}
              height={look.height}
              className={`${look.logo} w-auto max-w-full`}
            />
            <p className="text-sm leading-snug text-ink-600 sm:hidden">{partner.short}</p>
            <p className="hidden max-w-[36ch] text-sm leading-relaxed text-ink-600 sm:block">{partner.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
