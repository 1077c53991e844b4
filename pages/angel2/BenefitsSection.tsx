import { useTimeline } from '../../components/PageContext'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'

/** What an angel gets besides the feed (the hero's card): four points, two by two beside the heading. */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section id="vorteile" layout="split" eyebrow={benefits.eyebrow[launch]} title={benefits.title[launch]}>
      <IconTextList items={benefits.items} look="plain" className="grid gap-x-10 gap-y-8 sm:grid-cols-2" />
    </Section>
  )
}
