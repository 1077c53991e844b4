import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { badges, trust } from './copy'

/**
 * How pitches stay discreet (right), our own seals as one row of chips under them (round 25: under the intro the
 * heading column was too narrow for three, the third stood alone on a second row); on phones too, wrapped (review 7.1). The intro fills its lines to
 * about 34 characters instead of balancing them (balanced, a long „Investmentstrategie“ left a short first line).
 * Its bottom padding and the closing's top padding add up to one section gap (the closing panel's shadow keeps room).
 * On grey (review 7.4: the testimonials above it are now the white band), the seals white on it; slate icons. On
 * phones a size smaller, so they share rows instead of standing one per line (review 7.3).
 */
export function TrustSection() {
  return (
    <Section
      copy={trust}
      intro={<span className="block max-w-[34ch] [text-wrap:wrap]">{trust.intro}</span>}
      id="sicherheit"
      tone="muted"
      layout="split"
      spacing="pt-14 pb-8 sm:pt-20 sm:pb-12"
    >
      <ul className="divide-y divide-ink-200 border-y border-ink-200">
        {trust.items.map((item, index) => (
          <li key={item.title} className="flex items-start gap-4 py-5" {...revealProps(index)}>
            <span className={`${item.icon} mt-0.5 shrink-0 text-xl text-ink-700`} aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <h3 className="h-card">{item.title}</h3>
              <p className="prose">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ul aria-label="Gütesiegel" className="mt-6 flex flex-wrap gap-1.5 sm:gap-2" data-seals>
        {badges.map((badge) => (
          <li
            key={badge.title}
            className="flex items-center gap-1.5 whitespace-nowrap rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-ink-900 ring-1 ring-ink-200 sm:gap-2 sm:px-3 sm:py-1.5 sm:text-sm"
          >
            <span className={`${badge.icon} shrink-0 text-sm text-ink-500 sm:text-base`} aria-hidden="true" />
            {badge.title}
          </li>
        ))}
      </ul>
    </Section>
  )
}
