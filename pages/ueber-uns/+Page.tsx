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

// /ueber-uns (and its alias /about): vision, solution, stages with the early-access invitation right after
// them (where the offer has just been explained, not stacked on the closing cards), the team and its values,
// FAQ, next steps. The people come before the questions: an about page is first about who is behind it.
export default function Page() {
  return (
    <>
      <Hero />
      <VisionSection />
      <SolutionSection />
      <StagesSection />
      <EarlyAccessCta />
      <TeamSection />
      <ValuesSection />
      {/* No "ask us" box beside the questions: the page's address and contact close it two sections on. */}
      <FaqSection tone="muted" title="Häufige Fragen" name="ueber-uns-faq" items={aboutFaq} askUs={false} />
      <CtaCards />
    </>
  )
}
