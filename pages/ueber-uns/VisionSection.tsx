import { Section, SectionHeading } from '../../components/ui/Section'
import { site } from '../../data/site'
import { pageSplit } from './columns'
import { aboutVision } from './copy'

export function VisionSection() {
  const { quote } = aboutVision
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
            {/* Signed by the team (session 32 fix round: Selin's name here and her own quote in her card below). */}
            <figcaption className="flex flex-col text-base">
              <span className="font-semibold text-ink-900">{quote.author}</span>
              <span className="text-[0.9375rem] text-ink-500">{quote.role}</span>
            </figcaption>
          </figure>
          <ShareChart />
        </div>
      </div>
    </Section>
  )
}

/**
 * The first paragraph's two figures as one small chart under the quote (session 32 fix round: as two large figures they
 * repeated the paragraph beside them): a founder's working time during a round on one scale, fundraising's share from
 * its start, the rest for product, customers and team from where it ends, so the two bars add up to the whole. The
 * bars are drawn, not read: each row's label and figure are its text.
 */
function ShareChart() {
  const { chart } = aboutVision
  return (
    <figure className="m-0 flex flex-col gap-4 border-t border-ink-200 pt-6 lg:pt-8">
      <figcaption className="text-[0.9375rem] font-semibold text-ink-900">
        {`${chart.title} `}
        <span className="whitespace-nowrap">{chart.months}</span>
      </figcaption>
      <ul className="flex flex-col gap-4">
        {chart.rows.map((row, index) => {
          const start = chart.rows.slice(0, index).reduce((sum, before) => sum + before.share, 0)
          return (
            <li key={row.label} data-share={row.share} className="flex flex-col gap-2">
              <span className="flex items-baseline justify-between gap-4 text-[0.9375rem] text-ink-600">
                {row.label}
                <span className="font-bold tabular-nums text-ink-900">{row.value}</span>
              </span>
              <span aria-hidden="true" className="relative block h-2.5 rounded-full bg-ink-100">
                <span
                  className={`absolute inset-y-0 rounded-full ${index === 0 ? 'bg-violet-600' : 'bg-ink-300'}`}
                  style={{ left: `${start}%`, width: `${row.share}%` }}
                />
              </span>
            </li>
          )
        })}
      </ul>
    </figure>
  )
}
