import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

/**
 * What an angel gets besides the feed (the hero's card): four points in one row under the heading from 1024 px, the
 * icon above each title so every title stays on one line and the texts start level (round 25: two by two beside the
 * heading left its column empty under it).
 */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section id="vorteile" eyebrow={benefits.eyebrow[launch]} title={benefits.title[launch]}>
      <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4" data-benefits>
        {benefits.items.map((item, index) => (
          <li key={item.title} className="flex items-start gap-3 lg:flex-col lg:gap-4" {...revealProps(index)}>
            <IconTile icon={item.icon} className="h-10 w-10 rounded-xl bg-brand-50 text-xl text-brand-700" />
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold text-ink-900 lg:whitespace-nowrap">{item.title}</h3>
              <span className="text-sm leading-relaxed text-ink-700">{item.text}</span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
