import { PersonName } from '../../components/media/PersonName'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { testimonials } from './copy'

/**
 * Two voices on white, the quotes in the page's plain type under a hairline, the faces at 48 px (review 7.4: a third
 * dark band between the hero and the closing split the page; now dark opens and closes it).
 */
export function TestimonialsSection() {
  return (
    <Section id="stimmen" copy={testimonials} align="left">
      <ul className="grid gap-10 md:grid-cols-2 md:gap-12" data-testimonials>
        {testimonials.items.map((item, index) => (
          <li key={item.name} {...revealProps(index)}>
            <figure className="flex h-full flex-col gap-6 border-t border-ink-200 pt-6">
              <blockquote className="flex-1 text-lg leading-relaxed text-ink-900 sm:text-xl">
                <p>„{item.quote}“</p>
              </blockquote>
              <figcaption className="flex items-center gap-4">
                <PersonPhoto name={item.name} src={item.image} size={48} />
                <PersonName name={item.name} role={item.role} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
