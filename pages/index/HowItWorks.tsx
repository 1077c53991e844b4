import { FounderQuote, productStepVisuals } from '../../components/sections/ProductSteps'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { howItWorks } from './copy'

/** The three steps, each with the piece of the product it happens in (the demo card's and the dashboard's parts). */
export function HowItWorks() {
  return (
    <Section id="so-gehts" copy={howItWorks}>
      <Steps steps={howItWorks.steps} visuals={productStepVisuals()} />
      <FounderQuote centred />
    </Section>
  )
}
