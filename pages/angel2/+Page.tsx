import { BenefitsSection } from './BenefitsSection'
import { ClosingSection } from './ClosingSection'
import { Hero } from './Hero'
import { ProcessSection } from './ProcessSection'
import { TestimonialsSection } from './TestimonialsSection'
import { TrustSection } from './TrustSection'

/** Premium early access for angels: the feed card, benefits, process, voices, trust, the closing with the countdown. */
export default function Page() {
  return (
    <>
      <Hero />
      <BenefitsSection />
      <ProcessSection />
      <TestimonialsSection />
      <TrustSection />
      <ClosingSection />
    </>
  )
}
