import { BenefitsSection } from './BenefitsSection'
import { DemoSection } from './DemoSection'
import { Hero } from './Hero'
import { FaqSection, SignupSection } from './SignupSection'
import { StagesSection } from './StagesSection'

/** Early-access landing for angels; /angel1 renders the same screen (route alias). */
export default function Page() {
  return (
    <>
      <Hero />
      <DemoSection />
      <BenefitsSection />
      <StagesSection />
      <SignupSection />
      <FaqSection />
    </>
  )
}
