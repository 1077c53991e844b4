import { PersonName } from '../../components/media/PersonName'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section, SectionHeading } from '../../components/ui/Section'
import { testimonials } from './copy'

/**
 * Two voices on white: the heading over one light card per voice, the two side by side from 768 px (review 7.3: with
 * the heading on the left and the cards stacked on the right ~250 px stood empty under the heading, the third section
 * in a row built heading left, content right), the quote at 20 px (18 on phones) in upright type, the face at 48 px
 * with name and role; on phones the cards one under the other.
 */
export function TestimonialsSection() {
  return (
    <Section id="stimmen" labelledBy="stimmen-titel">
      <div className="flex flex-col gap-10 lg:gap-12">
        <SectionHeading id="stimmen-titel" copy={testimonials} wide />
        <ul className="grid gap-4 md:grid-cols-2 lg:gap-6" data-testimonials>
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
