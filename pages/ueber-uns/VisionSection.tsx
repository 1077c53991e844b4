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
 * repeated the paragraph beside them): a founder's working time during a round as one stacked bar, fundraising's share
 * and the rest for product, customers and team side by side, so the two parts add up to the whole (session 32 fix
 * round 2: two bars on separate tracks, the grey one starting at 50 %, read as a broken progress bar, and „der Rest“
 * said nothing). Fundraising's figure once, large, over its part; a two-item legend under the bar names the parts. The
 * bar is drawn, not read: the figure and the legend are its text.
 */
function ShareChart() {
  const { chart } = aboutVision
  const [first] = chart.rows
  return (
    <figure className="m-0 flex flex-col gap-4 border-t border-ink-200 pt-6 lg:pt-8">
      <figcaption className="text-[0.9375rem] font-semibold text-ink-900">
        {`${chart.title} `}
        <span className="whitespace-nowrap">{chart.months}</span>
      </figcaption>
      <p data-chart-figure className="flex items-baseline gap-2 text-ink-600">
        <span className="sr-only">{`${first?.label}:`}</span>
        {chart.figure.prefix}
        <span className="text-[3.25rem] font-bold leading-none tracking-tight tabular-nums text-ink-900">
          {chart.figure.value}
        </span>
      </p>
      <span aria-hidden="true" className="flex h-3 gap-0.5 overflow-hidden rounded-full">
        {chart.rows.map((row, index) => (
          <span
            key={row.label}
            data-part={row.share}
            className={`block h-full ${index === 0 ? 'bg-violet-600' : 'bg-ink-300'}`}
            style={{ width: `${row.share}%` }}
          />
        ))}
      </span>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-[0.9375rem] text-ink-600">
        {chart.rows.map((row, index) => (
          <li key={row.label} data-share={row.share} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 rounded-sm ${index === 0 ? 'bg-violet-600' : 'bg-ink-300'}`}
            />
            {row.label}
          </li>
        ))}
      </ul>
    </figure>
  )
}
