import { CtaPanel } from '../../components/sections/CtaPanel'
import { NumberedList } from '../../components/ui/NumberedList'
import { applyClosing } from './copy'
import { ApplyActions } from './Hero'

/**
 * The closing panel on a pale tint (the hero and the figures above are dark), beside what happens after the button
 * (round 26: a white box on white with a centred icon).
 */
export function ClosingCta() {
  return (
    <CtaPanel
      id="cta"
      look="tint"
      copy={applyClosing}
      asideColumns="items-center lg:grid-cols-[1.3fr_1fr]"
      aside={
        <div className="relative flex flex-col gap-4 rounded-3xl bg-white p-6 ring-1 ring-brand-100" data-next-steps>
          <h3 className="h-card">{applyClosing.next.title}</h3>
          <NumberedList items={applyClosing.next.steps} look="small" className="flex flex-col gap-4" />
        </div>
      }
    >
      <ApplyActions onLight />
    </CtaPanel>
  )
}
