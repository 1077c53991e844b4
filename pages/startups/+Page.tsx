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
      {/* Without the „Mit OnePitch“ figures: the page's stats say them two sections on. */}
      <ProblemSection copy={problem} items={pains} answer={null} />
      <HowItWorksSection />
      <DashboardPreview />
      <StatsSection />
      <CtaSection />
      <FaqSection />
    </>
  )
}
