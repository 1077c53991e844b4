import { DemoBesideText } from '../../components/sections/DemoSection'
import { IconTextList } from '../../components/ui/IconTile'
import { plattformDemo } from './copy'

/**
 * The card beside what it shows. No swipe hint of its own: the card says „Swipe für mehr Startups“ and describes its
 * keys to screen readers (round 25: a bordered hint here repeated it).
 */
export function DemoSection() {
  return (
    <DemoBesideText id="demo-section" cardFirst variant="plattform" lead="fristwerk" copy={plattformDemo}>
      <IconTextList items={plattformDemo.parts} look="plain" tile="icon-tile" className="flex flex-col gap-5 py-2" />
    </DemoBesideText>
  )
}
