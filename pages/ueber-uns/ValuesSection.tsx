import { Rail } from '../../components/sections/Rail'
import { Section } from '../../components/ui/Section'
import { accentClasses } from './accents'
import { aboutValues, values } from './copy'

export function ValuesSection() {
  return (
    <Section id="werte" tone="muted" copy={aboutValues}>
      <Rail label={aboutValues.title} className="sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {values.map((value) => {
          const accent = accentClasses[value.accent]
          return (
            <li key={value.title} className="rail-item">
              <article className="card flex h-full w-full flex-col gap-4">
                <span className={`flex h-12 w-12 items-center justify-center rounded-2xl text-2xl ${accent.tile}`}>
                  <span className={value.icon} aria-hidden="true" />
                </span>
                <h3 className="h-card">{value.title}</h3>
                <p className="prose">{value.description}</p>
                <p
                  className={`mt-auto flex items-center gap-2 border-t border-ink-100 pt-4 text-sm font-semibold ${accent.text}`}
                >
                  <span className={`h-2 w-2 shrink-0 rounded-full ${accent.bar}`} aria-hidden="true" />
                  {value.statsLabel}
                </p>
              </article>
            </li>
          )
        })}
      </Rail>
    </Section>
  )
}
