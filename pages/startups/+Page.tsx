import { ProblemSection } from '../../components/sections/ProblemSection'
import { CtaSection, FaqSection } from './CtaSection'
import { pains, problem } from './copy'
import { DashboardPreview } from './DashboardPreview'
import { Hero } from './Hero'
import { HowItWorksSection } from './HowItWorksSection'
import { StatsSection } from './StatsSection'

export default function Page() {
  return (
    <>
      <Hero />
      <ProblemSection copy={problem} items={pains} />
      <HowItWorksSection />
      <DashboardPreview />
      <StatsSection />
      <CtaSection />
      <FaqSection />
    </>
  )
}
