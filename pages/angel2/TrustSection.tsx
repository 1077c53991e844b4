import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { badges, trust } from './copy'

/** Our own certification seals, then how pitches stay discreet (no promise made twice). */
export function TrustSection() {
  return (
    <Section id="sicherheit" eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro}>
      <ul aria-label="Gütesiegel" className="mb-14 grid gap-4 sm:mb-16 sm:grid-cols-2 lg:grid-cols-4">
        {badges.map((badge) => (
          <li
            key={badge.title}
            className="flex items-center gap-3 rounded-3xl bg-ink-50 px-4 py-4 ring-1 ring-ink-200 sm:px-5"
          >
            <IconTile
              icon={badge.icon}
              className="h-12 w-12 shrink-0 rounded-full bg-gradient-brand text-xl text-white shadow-brand"
            />
            <span className="flex flex-col">
              <span className="font-bold leading-tight text-ink-900">{badge.title}</span>
              <span className="text-sm text-ink-600">{badge.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <ul className="grid gap-x-10 gap-y-8 md:grid-cols-3">
        {trust.items.map((item, index) => (
          <li key={item.title} className="flex items-start gap-4" {...revealProps(index % 3)}>
            <IconTile
              icon={item.icon}
              className="h-11 w-11 rounded-xl bg-mint-50 text-xl text-mint-700 ring-1 ring-mint-100"
            />
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
