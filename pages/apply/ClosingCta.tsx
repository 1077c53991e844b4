import { CtaPanel } from '../../components/sections/CtaPanel'
import { NumberedList } from '../../components/ui/NumberedList'
import { applyClosing } from './copy'
import { ApplyActions } from './Hero'

/**
 * The closing panel on a pale tint (the hero and the figures above are dark), beside what happens after the button
 * (round 26: a white box on white with a centred icon). The steps a white fill on the tint without a ring: a group
 * inside the panel, not a card in a card (site-wide review, session 28).
 */
export function ClosingCta() {
  return (
    <CtaPanel
      id="cta"
      look="tint"
      copy={applyClosing}
      asideColumns="items-center lg:grid-cols-[1.3fr_1fr]"
      aside={
        <div className="relative flex flex-col gap-4 rounded-3xl bg-white p-6" data-next-steps>
          <h3 className="h-card">{applyClosing.next.title}</h3>
          <NumberedList items={applyClosing.next.steps} look="small" className="flex flex-col gap-4" />
        </div>
      }
    >
      <ApplyActions onLight />
    </CtaPanel>
  )
}
