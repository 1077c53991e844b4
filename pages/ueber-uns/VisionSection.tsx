import { Section, SectionHeading } from '../../components/ui/Section'
import { site } from '../../data/site'
import { pageSplit } from './columns'
import { aboutVision } from './copy'

export function VisionSection() {
  const { quote } = aboutVision
  const id = `warum-${site.name.toLowerCase()}`
  return (
    <Section id={id} labelledBy={`${id}-titel`}>
      {/* The eyebrow over both columns, so from 1024 px the quote's top is the heading's top (under a left block
          centred beside it, the quote started below the heading, session 28 review round 2). */}
      <p className="eyebrow mb-4">{aboutVision.eyebrow}</p>
      {/* The page's split; from 1024 px the quote's panel runs the text's full height, the quote centred in it (a
          235 px card at the top of a 470 px column left a hole under it, session 29 review round 3), so its top
          stays the heading's top. */}
      <div className={`grid items-stretch gap-10 ${pageSplit}`}>
        <div className="flex flex-col gap-5">
          <SectionHeading id={`${id}-titel`} copy={{ title: aboutVision.title }} className="mb-2" />
          {aboutVision.paragraphs.map((text) => (
            <p key={text} className="leading-relaxed text-ink-600 sm:text-lg">
              {text}
            </p>
          ))}
        </div>
        {/* On the page's neutral grey, not a pink tint (a tint found nowhere else on the page, session 28 review
            round 2; the brand gradient was the loudest block of the page in round 24). */}
        <figure className="m-0 flex flex-col justify-center gap-6 rounded-4xl bg-ink-50 p-6 text-ink-900 sm:p-10 lg:p-12">
          {/* The German quotation marks say it is quoted (a quote glyph above them said it twice). */}
          <blockquote className="m-0 text-xl font-bold leading-snug sm:text-pretty sm:text-3xl lg:text-[2.25rem] lg:leading-[1.2] lg:tracking-[-0.01em]">
            „{quote.text}“
          </blockquote>
          <figcaption className="text-base text-ink-700">
            <span className="font-semibold text-ink-900">{quote.author}</span>, {quote.role}
          </figcaption>
        </figure>
      </div>
    </Section>
  )
}
