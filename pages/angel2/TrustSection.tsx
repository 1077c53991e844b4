import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { badges, trust } from './copy'

/**
 * How pitches stay discreet (right), with our own seals as one compact row under the intro (left): the heading column
 * no longer ends 400 px above the rows, and no seal restates a row (round 24).
 */
export function TrustSection() {
  return (
    <Section
      copy={trust}
      id="sicherheit"
      layout="split"
      headingExtra={
        <ul aria-label="Gütesiegel" className="mt-2 flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li
              key={badge.title}
              className="inline-flex items-center gap-1.5 rounded-full bg-ink-50 px-2.5 py-1.5 text-xs font-semibold text-ink-900 ring-1 ring-ink-200 sm:gap-2 sm:px-3 sm:text-sm"
            >
              <span className={`${badge.icon} shrink-0 text-base text-brand-700`} aria-hidden="true" />
              {badge.title}
            </li>
          ))}
        </ul>
      }
    >
      <ul className="divide-y divide-ink-200 border-y border-ink-200">
        {trust.items.map((item, index) => (
          <li key={item.title} className="flex items-start gap-4 py-5" {...revealProps(index)}>
            <span className={`${item.icon} mt-0.5 shrink-0 text-2xl text-brand-700`} aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <h3 className="h-card">{item.title}</h3>
              <p className="prose">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
