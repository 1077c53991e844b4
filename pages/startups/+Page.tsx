import { CtaSection, FaqSection } from './CtaSection'
import { DashboardPreview } from './DashboardPreview'
import { Hero } from './Hero'
import { HowItWorksSection } from './HowItWorksSection'
import { ProblemSection } from './ProblemSection'
import { StatsSection } from './StatsSection'

export default function Page() {
  return (
    <>
      <Hero />
      {/* Without the „Mit OnePitch“ figures: they are the stats' (after the launch). The two measured pains set large. */}
      <ProblemSection />
      <HowItWorksSection />
      <DashboardPreview />
      <StatsSection />
      {/* The questions before the closing call: the page ends on its one action (round 24). */}
      <FaqSection />
      <CtaSection />
    </>
  )
}
