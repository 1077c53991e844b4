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
    <Section id={id} labelledBy={`${id}-titel`}>
      {/* The eyebrow over both columns (session 28 review round 2). */}
      <p className="eyebrow mb-4">{aboutVision.eyebrow}</p>
      {/* The page's split; from 1024 px the quote a pull quote centred against the heading and text beside it
          (session 30 fix round: set at the text's top, its column stood empty below it). A quote at ~28 px medium
          beside a hairline rule at its left, the speaker's face beside her name. */}
      <div className={`grid items-start gap-10 ${pageSplit}`}>
        <div className="flex flex-col gap-5">
          <SectionHeading id={`${id}-titel`} copy={{ title: aboutVision.title }} className="mb-2" />
          {aboutVision.paragraphs.map((text) => (
            <p key={text} className="leading-relaxed text-ink-600 sm:text-lg">
              {text}
            </p>
          ))}
        </div>
        <figure className="m-0 flex flex-col gap-6 lg:self-center border-l-2 border-ink-200 pl-6 text-ink-900 sm:pl-8 lg:pl-10">
          {/* The German quotation marks say it is quoted (a quote glyph above them said it twice). */}
          <blockquote className="m-0 text-[1.375rem] font-medium leading-snug tracking-[-0.01em] sm:text-pretty sm:text-[1.75rem] sm:leading-[1.3]">
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
      </div>
    </Section>
  )
}
