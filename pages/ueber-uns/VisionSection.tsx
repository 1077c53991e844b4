import { Section, SectionHeading } from '../../components/ui/Section'
import { site } from '../../data/site'
import { aboutVision } from './copy'

export function VisionSection() {
  const { quote } = aboutVision
  const id = `warum-${site.name.toLowerCase()}`
  return (
    <Section id={id} labelledBy={`${id}-titel`}>
      {/* From 1024 px the heading and its paragraphs on the left, the quote beside them (over a full-width heading,
          the right half stood empty, review 5 Nov). */}
      <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          <SectionHeading id={`${id}-titel`} copy={aboutVision} className="mb-2 gap-4" />
          {aboutVision.paragraphs.map((text) => (
            <p key={text} className="leading-relaxed text-ink-600 sm:text-lg">
              {text}
            </p>
          ))}
        </div>
        {/* Tinted, not the brand gradient (round 24: the loudest block of the page, louder than its headline). */}
        <figure className="relative flex flex-col gap-6 rounded-4xl bg-brand-50 p-6 text-ink-900 ring-1 ring-brand-100 sm:p-10">
          {/* The German quotation marks say it is quoted (a quote glyph above them said it twice). */}
          <blockquote className="m-0 text-xl font-bold leading-snug sm:text-3xl">„{quote.text}“</blockquote>
          <figcaption className="text-base text-ink-700">
            <span className="font-semibold text-ink-900">{quote.author}</span>, {quote.role}
          </figcaption>
        </figure>
      </div>
    </Section>
  )
}
