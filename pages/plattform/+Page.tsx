import { ProblemSection } from '../../components/sections/ProblemSection'
import { BenefitsSection } from './BenefitsSection'
import { problems } from './copy'
import { DemoSection } from './DemoSection'
import { EarlyAccessSection } from './EarlyAccessSection'
import { Hero } from './Hero'
import { MatchingSection } from './MatchingSection'
import { ProcessSection } from './ProcessSection'

// /plattform: AI matching, problems of classic fundraising, six steps, benefits, demo card, early-access chooser.
export default function Page() {
  return (
    <>
      <Hero />
      <MatchingSection />
      {/* No answer card under the heading: the matching above and the steps below are the answer (round 24: „1 · 6 ·
          0 %“ stood above the problems it answered). Every pain has a figure: set large (round 25). */}
      <ProblemSection copy={problems} answer={null} layout="figures" />
      <ProcessSection />
      <BenefitsSection />
      <DemoSection />
      <EarlyAccessSection />
    </>
  )
}
