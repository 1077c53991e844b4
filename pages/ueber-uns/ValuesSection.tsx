import { Section } from '../../components/ui/Section'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    <Section id="werte" tone="muted" copy={aboutValues}>
      {/* Stacked on phones, not a carousel (round 12: fewer carousels): four short cards read in one scroll. */}
      <ul aria-label={aboutValues.title} className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {/* One icon colour for the four (round 22: four colours broke the palette); the proof line, the value's
            claim, set as strongly as its title. */}
        {values.map((value) => (
          <li key={value.title}>
            <article className="card flex h-full w-full flex-col gap-4">
              <h3 className="h-card flex items-center gap-3">
                <span className={`${value.icon} text-2xl text-brand-700`} aria-hidden="true" />
                {value.title}
              </h3>
              <p className="prose">{value.description}</p>
              <p className="mt-auto border-t border-ink-100 pt-4 font-bold text-ink-900">{value.statsLabel}</p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
