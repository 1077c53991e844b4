import { PersonName } from '../../components/media/PersonName'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { testimonials } from './copy'

/** Two voices as an editorial spread on dark: large quotes with a rule, no cards. */
export function TestimonialsSection() {
  return (
    <Section id="stimmen" tone="ink" copy={testimonials} align="left">
      <ul className="grid gap-12 md:grid-cols-2 md:gap-16">
        {testimonials.items.map((item, index) => (
          <li key={item.name} {...revealProps(index)}>
            <figure className="flex h-full flex-col gap-6 border-l-2 border-brand-300 pl-6">
              <blockquote className="flex-1 text-xl font-medium leading-relaxed text-white sm:text-2xl">
                <p>„{item.quote}“</p>
              </blockquote>
              <figcaption className="flex items-center gap-4">
                <PersonPhoto name={item.name} src={item.image} size={48} />
                <PersonName name={item.name} role={item.role} tone="dark" />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
