import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { processSteps } from '../../data/pages/plattform'
import { BenefitsSection } from './BenefitsSection'
import { DemoSection } from './DemoSection'
import { EarlyAccessSection } from './EarlyAccessSection'
import { Hero } from './Hero'
import { MatchingSection } from './MatchingSection'
import { ProblemSection } from './ProblemSection'

// /plattform: AI matching, problems of classic fundraising, six steps, benefits, demo card, early-access chooser.
export default function Page() {
  return (
    <>
      <Hero />
      <MatchingSection />
      <ProblemSection />
      <Section
        id="prozess"
        eyebrow="So funktioniert’s"
        title="In sechs Schritten zum Deal"
        intro="Vom ersten Video bis zur Unterschrift – ohne Plattformgebühren auf deinen Deal."
      >
        <Steps steps={processSteps} />
      </Section>
      <BenefitsSection />
      <DemoSection />
      <EarlyAccessSection />
    </>
  )
}
