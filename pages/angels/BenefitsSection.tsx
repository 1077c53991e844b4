import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'
import { iconTile } from './iconTile'

/**
 * The four gains as icon lines without cards, beside the heading from 1024 px (review 7.2: as a second grid of white
 * cards under a left heading it read as the phases' block twice); on phones one line each, the icon on the left.
 */
export function BenefitsSection() {
  return (
    <Section copy={benefits} id="vorteile" layout="split">
      <IconTextList
        items={benefits.items}
        look="plain"
        tile={iconTile}
        className="grid gap-x-10 gap-y-7 sm:grid-cols-2 sm:gap-y-10"
      />
    </Section>
  )
}
