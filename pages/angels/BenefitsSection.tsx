import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { benefits } from './copy'
import { iconTile } from './iconTile'
import { StackedHeading } from './StackedHeading'

/**
 * The four gains as ruled rows in the body's 16 px, each with a bare ink icon (review 28: pink tiles over 15 px text
 * read as one more icon grid). The heading as every section of the page sets it: the lead beside it from 1024 px
 * (review 28: here it stood under the heading, elsewhere beside it, so the leads sat at a different height per section).
 */
export function BenefitsSection() {
  return (
    <Section id="vorteile" labelledBy="vorteile-titel">
      <StackedHeading id="vorteile-titel" copy={benefits} />
      <IconTextList
        items={benefits.items}
        look="plain"
        tile={iconTile}
        item="flex items-start gap-4 border-t border-ink-200 pb-8 pt-6"
        text="prose"
        body="gap-1"
        className="grid sm:grid-cols-2 sm:gap-x-12"
      />
    </Section>
  )
}
