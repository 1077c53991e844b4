import { CtaPanel } from '../../components/sections/CtaPanel'
import { applyClosing } from './copy'
import { ApplyActions } from './Hero'

export function ClosingCta() {
  return (
    <CtaPanel id="cta" headingId="cta-titel" icon="i-lucide-radar" title={applyClosing.title} text={applyClosing.text}>
      <ApplyActions onBrand />
    </CtaPanel>
  )
}
