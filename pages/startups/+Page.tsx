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
      {/* Without the „Mit OnePitch“ figures: they are the stats' (after the launch). Six pains as ruled rows, no cards. */}
      <ProblemSection copy={problem} items={pains} answer={null} layout="ruled" />
      <HowItWorksSection />
      <DashboardPreview />
      <StatsSection />
      {/* The questions before the closing call: the page ends on its one action (round 24). */}
      <FaqSection />
      <CtaSection />
    </>
  )
}
