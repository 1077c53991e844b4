import { PersonPhoto } from '../../components/media/PersonPhoto'
import { Section, SectionHeading } from '../../components/ui/Section'
import { site } from '../../data/site'
import { team } from '../../data/team'
import { pageSplit } from './columns'
import { aboutVision } from './copy'

export function VisionSection() {
  const { quote } = aboutVision
  const speaker = team.find((person) => person.name === quote.author)
  const id = `warum-${site.name.toLowerCase()}`
  return (
    // Close under the hero (session 31 review: ~200 px of white between the hero and the eyebrow).
    <Section id={id} labelledBy={`${id}-titel`} spacing="pb-16 pt-4 sm:pb-24 sm:pt-6">
      {/* The eyebrow over both columns (session 28 review round 2). */}
      <p className="eyebrow mb-4">{aboutVision.eyebrow}</p>
      {/* The page's split; the quote is the section's statement (session 31 review: a pull quote with a bar beside it,
          ~190 px below the heading, was the first of four alike quotes): large type without a bar, its first line on
          the heading's first line, the speaker's face beside her name under it. */}
      <div className={`grid items-start gap-10 ${pageSplit}`}>
        <div className="flex flex-col gap-5">
          <SectionHeading id={`${id}-titel`} copy={{ title: aboutVision.title }} className="mb-2" />
          {aboutVision.paragraphs.map((text) => (
            <p key={text} className="leading-relaxed text-ink-600 sm:text-lg">
              {text}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-10 lg:gap-12">
          <figure className="m-0 flex flex-col gap-6 text-ink-900">
            {/* The German quotation marks say it is quoted (a quote glyph above them said it twice). 28 px medium from
                1024 px, a step under the 48 px heading beside it (session 32 review: at 38 px semibold the two competed). */}
            <blockquote className="m-0 text-[1.375rem] font-medium leading-[1.3] tracking-[-0.01em] sm:text-pretty sm:text-[1.625rem] lg:text-[1.75rem]">
              {`„${quote.text}“`}
            </blockquote>
            <figcaption className="flex items-center gap-3 text-base text-ink-700">
              {speaker ? <PersonPhoto name={speaker.name} src={speaker.image} size={48} /> : null}
              <span className="flex flex-col">
                <span className="font-semibold text-ink-900">{quote.author}</span>
                <span className="text-[0.9375rem] text-ink-500">{quote.role}</span>
              </span>
            </figcaption>
          </figure>
          {/* The first paragraph's two figures large under the quote (session 31 fix round: the quote ended ~160 px above
            the text beside it): the page's one figure style, ink, bold, tabular, each over its line; side by side from
            640 px (at 390 px two columns broke the labels into five lines). */}
          <ul
            aria-label={aboutVision.figuresLabel}
            className="grid gap-5 border-t border-ink-200 pt-6 sm:grid-cols-2 sm:gap-10 lg:pt-8"
          >
            {aboutVision.figures.map((figure) => (
              <li key={figure.value} className="flex flex-col gap-1">
                <span className="text-[1.75rem] font-bold leading-tight tracking-tight text-ink-900 tabular-nums sm:text-4xl lg:text-[2.5rem]">
                  {figure.value}
                </span>
                <span className="text-[0.9375rem] leading-snug text-ink-600 sm:text-base sm:text-pretty">
                  {figure.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
