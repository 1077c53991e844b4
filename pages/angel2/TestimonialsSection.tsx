import { PersonName } from '../../components/media/PersonName'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section, SectionHeading } from '../../components/ui/Section'
import { testimonials } from './copy'

/**
 * Two voices on white: from 1024 px the heading on the left and one light card per voice beside it, one under the
 * other (review 7.1: under a one-column heading the right half stood empty; in a third of the width the heading broke
 * in four lines), the quote at 20 px (18 on phones) in upright type, the face at 48 px with name and role; two side by side from
 * 768 px, on phones heading, then the cards one under the other.
 */
export function TestimonialsSection() {
  return (
    <Section id="stimmen" labelledBy="stimmen-titel">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading id="stimmen-titel" copy={testimonials} className="gap-4 lg:pt-2" />
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-1 lg:gap-6" data-testimonials>
          {testimonials.items.map((item, index) => (
            <li key={item.name} {...revealProps(index)}>
              <figure className="m-0 flex h-full flex-col gap-5 rounded-3xl bg-ink-50 p-6 sm:p-7">
                <blockquote className="m-0 flex-1 text-lg leading-relaxed text-ink-900 sm:text-xl">
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
      </div>
    </Section>
  )
}
