import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { testimonials } from './copy'

export function TestimonialsSection() {
  return (
    <Section id="stimmen" tone="muted" eyebrow={testimonials.eyebrow} title={testimonials.title}>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.items.map((item, index) => (
          <li key={item.name} {...revealProps(index)}>
            <figure className="card flex h-full flex-col gap-6">
              <span className="i-lucide-quote text-4xl text-brand-600" aria-hidden="true" />
              <blockquote className="flex-1 text-lg leading-relaxed text-ink-800 sm:text-xl">
                <p>„{item.quote}“</p>
              </blockquote>
              <figcaption className="flex items-center gap-4">
                <PersonPhoto name={item.name} src={item.image} size={56} />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{item.name}</span>
                  <span className="text-sm text-ink-600">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
