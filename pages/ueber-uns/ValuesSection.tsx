import { Section } from '../../components/ui/Section'
import { accentText } from './accents'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    <Section id="werte" tone="muted" copy={aboutValues}>
      {/* Stacked on phones, not a carousel (round 12: fewer carousels): four short cards read in one scroll. */}
      <ul aria-label={aboutValues.title} className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {values.map((value) => {
          const accent = accentText[value.accent]
          return (
            <li key={value.title}>
              <article className="card flex h-full w-full flex-col gap-4">
                <h3 className="h-card flex items-center gap-3">
                  <span className={`${value.icon} text-2xl ${accent}`} aria-hidden="true" />
                  {value.title}
                </h3>
                <p className="prose">{value.description}</p>
                <p className="mt-auto border-t border-ink-100 pt-4 text-sm font-semibold text-ink-800">
                  {value.statsLabel}
                </p>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
