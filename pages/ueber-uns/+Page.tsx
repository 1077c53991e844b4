import { Faq } from '../../components/faq/Faq'
import { Section } from '../../components/ui/Section'
import { aboutFaq } from '../../data/pages/about'
import { CtaCards } from './CtaCards'
import { EarlyAccessCta } from './EarlyAccessCta'
import { Hero } from './Hero'
import { SolutionSection } from './SolutionSection'
import { StagesSection } from './StagesSection'
import { TeamSection } from './TeamSection'
import { ValuesSection } from './ValuesSection'
import { VisionSection } from './VisionSection'

// /ueber-uns (and its alias /about): vision, solution, stages, early access, FAQ, team, values, next steps.
export default function Page() {
  return (
    <>
      <Hero />
      <VisionSection />
      <SolutionSection />
      <StagesSection />
      <EarlyAccessCta />
      <Section id="faq" tone="muted" eyebrow="FAQ" title="Häufige Fragen">
        <Faq name="ueber-uns-faq" items={aboutFaq} />
      </Section>
      <TeamSection />
      <ValuesSection />
      <CtaCards />
    </>
  )
}
