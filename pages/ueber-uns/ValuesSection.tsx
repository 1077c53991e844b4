import { Section } from '../../components/ui/Section'
import { pageSplit } from './columns'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    <Section id="werte" copy={aboutValues}>
      {/* A ruled list, two by two from 768 px: each value under a hairline, its icon bare and ink, the text at the
          page's 16 px and the proof line under it (a boxed four-column icon grid with small text repeated the
          solution's recipe, session 28 review). */}
      <ul aria-label={aboutValues.title} className={`grid gap-x-12 md:grid-cols-2 ${pageSplit}`}>
        {values.map((value) => (
          <li key={value.title} className="border-t border-ink-200">
            <article className="flex flex-col gap-3 py-6 sm:py-8">
              <h3 className="h-card flex items-center gap-3">
                <span className={`${value.icon} text-xl text-ink-700`} aria-hidden="true" />
                {value.title}
              </h3>
              <p className="prose">{value.description}</p>
              {/* The proof under the text at one gap for the four (pinned to the cell's foot, its distance to the text
                  varied from ~34 to ~60 px, session 30 review), as a tinted chip so it stands out from the text (session 31
                  review: a semibold line in body ink barely did): 15 px semibold, not tabular (Inter sets a tabular
                  hyphen wide, „DSGVO - konform“). On phones 14 px with 12 px padding on one line (session 31 fix round: the
                  longest, „KI-Matching nach Fokus, Phase und Ticket“, broke in two at 390 px); below 360 px it may wrap. */}
              <p className="inline-flex items-center gap-2 self-start rounded-full bg-ink-100 px-3 py-1.5 text-sm font-semibold text-ink-900 min-[360px]:whitespace-nowrap sm:px-3.5 sm:text-[0.9375rem]">
                <span className="i-lucide-check text-base text-ink-700" aria-hidden="true" />
                {value.statsLabel}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
