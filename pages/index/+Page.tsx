import { ClosingCta } from './ClosingCta'
import { DemoSection } from './DemoSection'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'
import { ProblemSection } from './ProblemSection'

export default function Page() {
  return (
    <>
      <Hero />
      <ProblemSection />
      <HowItWorks />
      <DemoSection />
      <ClosingCta />
    </>
  )
}
