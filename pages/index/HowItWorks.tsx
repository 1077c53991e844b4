import { FounderQuote, productStepVisuals } from '../../components/sections/ProductSteps'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { howItWorks } from './copy'

/** The three steps, each with the piece of the product it happens in (the demo card's and the dashboard's parts). */
export function HowItWorks() {
  return (
    // The heading left, the intro beside it (review 7.3: an empty right half beside a heading in two lines).
    <Section id="so-gehts" copy={howItWorks} align="beside">
      <Steps steps={howItWorks.steps} visuals={productStepVisuals()} />
      {/* No quote icon over the quote: its „…“ marks say it is one (review 7.3). */}
      <FounderQuote centred mark={false} />
    </Section>
  )
}
