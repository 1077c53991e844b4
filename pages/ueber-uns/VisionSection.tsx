import { Section } from '../../components/ui/Section'
import { site } from '../../data/site'
import { aboutVision } from './copy'

export function VisionSection() {
  const { quote } = aboutVision
  return (
    <Section id={`warum-${site.name.toLowerCase()}`} copy={aboutVision} align="left">
      <div className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col gap-5">
          {aboutVision.paragraphs.map((text) => (
            <p key={text} className="text-lg leading-relaxed text-ink-600">
              {text}
            </p>
          ))}
        </div>
        {/* Tinted, not the brand gradient (round 24: the loudest block of the page, louder than its headline). */}
        <figure className="relative flex flex-col gap-6 rounded-4xl bg-brand-50 p-8 text-ink-900 ring-1 ring-brand-100 sm:p-10">
          {/* The German quotation marks say it is quoted (a quote glyph above them said it twice). */}
          <blockquote className="m-0 text-2xl font-bold leading-snug sm:text-3xl">„{quote.text}“</blockquote>
          <figcaption className="text-base text-ink-700">
            <span className="font-semibold text-brand-700">{quote.author}</span>, {quote.role}
          </figcaption>
        </figure>
      </div>
    </Section>
  )
}
