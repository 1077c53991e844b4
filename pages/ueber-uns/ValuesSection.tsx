import { Section } from '../../components/ui/Section'
import { pageSplit } from './columns'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    // The page's one dark band, full width, echoing the hero's dark way (session 32 review: every section alike, label
    // over heading over content on white or grey).
    <Section id="werte" tone="ink" copy={aboutValues}>
      {/* A ruled list, two by two from 768 px: each value under a hairline, its icon bare, the text at the page's 16 px
          and the proof under it as plain text behind a check (session 32 review: grey filled pills read as filters). */}
      <ul aria-label={aboutValues.title} className={`grid gap-x-12 md:grid-cols-2 ${pageSplit}`}>
        {values.map((value) => (
          <li key={value.title} className="border-t border-white/15">
            <article className="flex h-full flex-col gap-3 py-6 sm:py-8">
              <h3 className="flex items-center gap-3 text-lg font-semibold leading-snug text-white">
                <span className={`${value.icon} text-xl text-ink-200`} aria-hidden="true" />
                {value.title}
              </h3>
              <p className="leading-relaxed text-ink-100">{value.description}</p>
              {/* The proof pinned to the cell's foot, so the two of a row stand on one line (session 32 fix round 2:
                  under texts of unlike length „DSGVO-konform…“ stood 26 px above „60 Sekunden…“ at 1280); not tabular
                  (Inter sets a tabular hyphen wide, „DSGVO - konform“). */}
              <p className="mt-auto flex items-start gap-2 text-[0.9375rem] font-semibold text-white">
                <span className="i-lucide-check mt-0.5 shrink-0 text-lg text-mint-200" aria-hidden="true" />
                {value.statsLabel}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
