import { ProblemSection } from '../../components/sections/ProblemSection'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { BenefitsSection } from './BenefitsSection'
import { problems, process } from './copy'
import { DemoSection } from './DemoSection'
import { EarlyAccessSection } from './EarlyAccessSection'
import { Hero } from './Hero'
import { MatchingSection } from './MatchingSection'

// /plattform: AI matching, problems of classic fundraising, six steps, benefits, demo card, early-access chooser.
export default function Page() {
  return (
    <>
      <Hero />
      <MatchingSection />
      {/* No answer card under the heading: the matching above and the steps below are the answer (round 24: „1 · 6 ·
          0 %“ stood above the problems it answered). */}
      <ProblemSection copy={problems} answer={null} />
      <Section id="prozess" copy={process}>
        <Steps steps={process.steps} />
      </Section>
      <BenefitsSection />
      <DemoSection />
      <EarlyAccessSection />
    </>
  )
}
