import { Section } from '../../components/ui/Section'
import { pageSplit } from './columns'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    <Section id="werte" copy={aboutValues}>
      {/* A ruled list, two by two from 768 px: each value under a hairline, its icon bare and ink, the text at the
          page's 16 px and the proof line as a quiet label at its foot (a boxed four-column icon grid with small text repeated the
          solution's recipe, session 28 review). */}
      <ul aria-label={aboutValues.title} className={`grid gap-x-12 md:grid-cols-2 ${pageSplit}`}>
        {values.map((value) => (
          <li key={value.title} className="border-t border-ink-200">
            <article className="flex h-full flex-col gap-3 py-6 sm:py-8">
              <h3 className="h-card flex items-center gap-3">
                <span className={`${value.icon} text-xl text-ink-700`} aria-hidden="true" />
                {value.title}
              </h3>
              <p className="prose">{value.description}</p>
              {/* The proof as a quiet label, not a second bold line (bold under the text read as orphaned copy, session
                  29 review round 3): small, slate, the same for all four (not tabular: Inter sets a tabular hyphen wide,
                  „DSGVO - konform“); pinned to the cell's foot, so the
                  two labels of a row stand on one line. */}
              <p className="mt-auto text-sm font-medium text-ink-500">{value.statsLabel}</p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
