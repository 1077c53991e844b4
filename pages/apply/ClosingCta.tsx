import { CtaPanel } from '../../components/sections/CtaPanel'
import { applyClosing } from './copy'
import { ApplyActions } from './Hero'

/** The closing panel on white (the hero and the figures above are dark). */
export function ClosingCta() {
  return (
    <CtaPanel id="cta" icon="i-lucide-radar" look="light" copy={applyClosing}>
      <ApplyActions onLight />
    </CtaPanel>
  )
}
