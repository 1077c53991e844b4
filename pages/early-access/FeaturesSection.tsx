import { Section } from '../../components/ui/Section'
import { earlyAccessFeatures } from './copy'

/**
 * The spec's six features as one sheet of ruled cells (the design guide's grid: 1 px rules between white cells),
 * not a seventh grid of icon-tile cards (round 12: one recipe for every section); the icon stands in the title's
 * line.
 */
export function FeaturesSection() {
  return (
    <Section id="funktionen" tone="muted" copy={earlyAccessFeatures}>
      <ul className="grid gap-px overflow-hidden rounded-2xl bg-ink-200 ring-1 ring-ink-200 sm:grid-cols-2 lg:grid-cols-3">
        {earlyAccessFeatures.items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2 bg-white p-6 sm:p-8">
            <h3 className="h-card flex items-center gap-3">
              <span className={`${item.icon} shrink-0 text-xl text-brand-700`} aria-hidden="true" />
              {item.title}
            </h3>
            <p className="prose">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
