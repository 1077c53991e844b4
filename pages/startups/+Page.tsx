import { CtaSection } from './CtaSection'
import { Hero } from './Hero'
import { HowItWorksSection } from './HowItWorksSection'
import { ProblemSection } from './ProblemSection'
import { StatsSection } from './StatsSection'

export default function Page() {
  return (
    <>
      <Hero />
      <ProblemSection />
      <HowItWorksSection />
      <StatsSection />
      <CtaSection />
    </>
  )
}
