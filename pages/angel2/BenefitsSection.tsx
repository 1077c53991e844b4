import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

/**
 * What an angel gets besides the feed (the hero's card): four tinted tiles two by two under the heading, the icon
 * beside each title, the text at the page's body size (round 27: four loose columns of 14 px text looked like the
 * process right under it; round 25: two by two beside the heading left its column empty under it).
 */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section id="vorteile" eyebrow={benefits.eyebrow[launch]} title={benefits.title[launch]}>
      <ul className="grid gap-4 md:grid-cols-2 lg:gap-6" data-benefits>
        {benefits.items.map((item, index) => (
          <li
            key={item.title}
            className="flex items-start gap-4 rounded-3xl bg-ink-50 p-5 ring-1 ring-ink-100 sm:p-7"
            {...revealProps(index)}
          >
            <IconTile
              icon={item.icon}
              className="h-11 w-11 rounded-xl bg-white text-xl text-brand-700 ring-1 ring-ink-100"
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
