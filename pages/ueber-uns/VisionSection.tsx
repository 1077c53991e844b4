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
        <figure className="relative flex flex-col gap-6 rounded-4xl bg-gradient-brand p-8 text-white shadow-brand sm:p-10">
          {/* The German quotation marks say it is quoted (a quote glyph above them said it twice). */}
          <blockquote className="m-0 text-2xl font-bold leading-snug sm:text-3xl">„{quote.text}“</blockquote>
          <figcaption className="text-base text-white">
            <span className="font-semibold">{quote.author}</span>, {quote.role}
          </figcaption>
        </figure>
      </div>
    </Section>
  )
}
