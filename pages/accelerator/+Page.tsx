import { CohortSection } from './CohortSection'
import { FaqSection } from './FaqSection'
import { Hero } from './Hero'
import { PartnershipSection } from './PartnershipSection'
import { ProcessSection } from './ProcessSection'
import { StagesSection } from './StagesSection'

export default function Page() {
  return (
    <>
      <Hero />
      <ProcessSection />
      <CohortSection />
      <StagesSection />
      <PartnershipSection />
      <FaqSection />
    </>
  )
}
