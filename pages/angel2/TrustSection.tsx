import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { badges, trust } from './copy'

/** Trust and security promises, closed by our own certification seals. */
export function TrustSection() {
  return (
    <Section id="sicherheit" eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro}>
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
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
      <ul aria-label="Gütesiegel" className="mt-16 grid grid-cols-2 gap-4 sm:mt-20 lg:grid-cols-4">
        {badges.map((badge) => (
          <li
            key={badge.title}
            className="flex flex-col items-center gap-3 rounded-3xl bg-ink-50 px-4 py-6 text-center ring-1 ring-ink-200"
          >
            <IconTile
              icon={badge.icon}
              className="relative h-20 w-20 rounded-full bg-gradient-brand text-3xl text-white shadow-brand ring-4 ring-brand-100 ring-offset-2"
            />
            <span className="flex flex-col">
              <span className="font-bold text-ink-900">{badge.title}</span>
              <span className="text-sm text-ink-600">{badge.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
