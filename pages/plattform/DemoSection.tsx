import { DemoBesideText } from '../../components/sections/DemoSection'
import { IconTextList } from '../../components/ui/IconTile'
import { plattformDemo } from './copy'

export function DemoSection() {
  return (
    <DemoBesideText id="demo-section" cardFirst variant="plattform" lead="fristwerk" copy={plattformDemo}>
      <IconTextList items={plattformDemo.parts} look="plain" className="flex flex-col gap-5 py-2" />
      {/* Beside the card from 1024 px; above it (on phones) the hint pointed at a card not yet in view, and the card
          says „Swipe für mehr Startups“ itself. */}
      <p className="flex items-start gap-3 rounded-2xl max-lg:hidden bg-white p-4 text-sm font-medium text-ink-700 shadow-soft ring-1 ring-ink-200">
        <span className="i-lucide-hand text-xl text-brand-700" aria-hidden="true" />
        {plattformDemo.hint}
      </p>
    </DemoBesideText>
  )
}
