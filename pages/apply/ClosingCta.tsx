import { CtaPanel } from '../../components/sections/CtaPanel'
import { CheckList } from '../../components/ui/CheckList'
import { applyClosing } from './copy'
import { ApplyActions } from './Hero'

/**
 * The closing panel on a pale tint, beside something to act on: what the application asks for and the button that
 * starts it, in a white card at every width (session 32 fix round: a „Schritt 1 von 4“ with four pips read as a
 * carousel, and at 390 px the step floated loose on the pink). The application's progress is the hero's card.
 */
export function ClosingCta() {
  return (
    <CtaPanel
      id="cta"
      look="tint"
      copy={applyClosing}
      asideColumns="items-start lg:grid-cols-[1.2fr_1fr] lg:[&>div:first-child]:pt-8"
      aside={
        <div
          className="relative flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-ink-900/5 sm:p-8"
          data-closing-needs
        >
          <h3 className="text-lg font-bold text-ink-900">{applyClosing.needs.title}</h3>
          <CheckList items={applyClosing.needs.items} tone="ink" />
          <ApplyActions onLight />
          <p className="border-t border-ink-100 pt-4 text-sm leading-relaxed text-ink-700">{applyClosing.after}</p>
        </div>
      }
    />
  )
}
