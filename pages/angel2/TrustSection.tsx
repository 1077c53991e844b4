import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { badges, trust } from './copy'

/** How pitches stay discreet, with our own seals as one quiet line under it (no promise made twice). */
export function TrustSection() {
  return (
    <Section copy={trust} id="sicherheit" layout="split">
      <div className="flex flex-col gap-8">
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
        {/* Two columns at every width: four in the half-width column broke „DSGVO‑konform“ inside the word. */}
        <ul aria-label="Gütesiegel" className="grid grid-cols-2 gap-3">
          {badges.map((badge) => (
            <li
              key={badge.title}
              className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-3"
            >
              <span className={`${badge.icon} shrink-0 text-xl text-ink-800`} aria-hidden="true" />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-bold leading-tight text-ink-900">{badge.title}</span>
                <span className="text-xs text-ink-700">{badge.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
