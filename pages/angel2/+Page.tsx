import { BenefitsSection } from './BenefitsSection'
import { ClosingSection } from './ClosingSection'
import { Hero } from './Hero'
import { ProcessSection } from './ProcessSection'
import { TestimonialsSection } from './TestimonialsSection'
import { TrustSection } from './TrustSection'

/** Premium early access for angels: countdown to the launch, benefits, process, trust, voices, seals. */
export default function Page() {
  return (
    <>
      <Hero />
      <BenefitsSection />
      <ProcessSection />
      <TrustSection />
      <TestimonialsSection />
      <ClosingSection />
    </>
  )
}
