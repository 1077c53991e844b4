import { BenefitsSection } from './BenefitsSection'
import { DemoSection } from './DemoSection'
import { FaqSection } from './FaqSection'
import { Hero } from './Hero'
import { PartnershipSection } from './PartnershipSection'
import { StagesSection } from './StagesSection'
import { TeamSection } from './TeamSection'

export default function Page() {
  return (
    <>
      <Hero />
      <DemoSection />
      <StagesSection />
      <BenefitsSection />
      <PartnershipSection />
      <TeamSection />
      <FaqSection />
    </>
  )
}
