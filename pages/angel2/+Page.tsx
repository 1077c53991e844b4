import { BenefitsSection } from './BenefitsSection'
import { ClosingSection } from './ClosingSection'
import { Hero } from './Hero'
import { ProcessSection } from './ProcessSection'
import { TestimonialsSection } from './TestimonialsSection'
import { TrustSection } from './TrustSection'

/** Premium early access for angels: countdown to the launch, the premium pass and benefits, process, voices, trust. */
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
