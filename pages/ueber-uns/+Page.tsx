import { FaqSection } from '../../components/faq/FaqSection'
import { CtaCards } from './CtaCards'
import { aboutFaq } from './copy'
import { EarlyAccessCta } from './EarlyAccessCta'
import { Hero } from './Hero'
import { SolutionSection } from './SolutionSection'
import { StagesSection } from './StagesSection'
import { TeamSection } from './TeamSection'
import { ValuesSection } from './ValuesSection'
import { VisionSection } from './VisionSection'

// /ueber-uns (and its alias /about): who is behind it first (the team, its values, its vision), then
// what they built (solution, stages) with the early-access invitation right after the offer is explained, the
// questions, next steps.
export default function Page() {
  return (
    <>
      <Hero />
      <TeamSection />
      <ValuesSection />
      <VisionSection />
      <SolutionSection />
      <StagesSection />
      <EarlyAccessCta />
      {/* No "ask us" box beside the questions: the page's address and contact close it right after. */}
      <FaqSection tone="muted" title="Häufige Fragen" name="ueber-uns-faq" items={aboutFaq} askUs={false} />
      <CtaCards />
    </>
  )
}
