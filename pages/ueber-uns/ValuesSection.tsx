import { Section } from '../../components/ui/Section'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    <Section id="werte" copy={aboutValues}>
      {/* One panel, the four values as its rows on phones and its columns from 1024 px (four separate cards made a
          long stack on phones, review round 23). One icon colour for the four (round 22: four colours broke the
          palette); the proof line, the value's claim, set as strongly as its title. */}
      <ul
        aria-label={aboutValues.title}
        className="grid divide-y divide-ink-100 overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200 lg:grid-cols-4 lg:divide-x lg:divide-y-0"
      >
        {values.map((value) => (
          <li key={value.title}>
            <article className="flex h-full w-full flex-col gap-3 p-6">
              <h3 className="h-card flex items-center gap-3">
                <span className={`${value.icon} text-2xl text-brand-700`} aria-hidden="true" />
                {value.title}
              </h3>
              <p className="text-ink-700">{value.description}</p>
              <p className="mt-auto flex items-center gap-2 text-sm font-bold text-ink-900">
                <span className="i-lucide-check text-base text-brand-700" aria-hidden="true" />
                {value.statsLabel}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
