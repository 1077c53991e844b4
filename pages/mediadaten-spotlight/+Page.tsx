import { CoverageSection } from './CoverageSection'
import { Hero } from './Hero'
import { BecomePartnerSection, ContactLines, SignupSection } from './PartnerSection'
import { CommunitySection, MultipliersSection, WildcardSection } from './ReachSections'
import { TotalSection } from './TotalSection'

export default function Page() {
  return (
    <>
      <Hero />
      <CommunitySection />
      <MultipliersSection />
      <WildcardSection />
      <CoverageSection />
      <TotalSection />
      <BecomePartnerSection />
      <SignupSection />
      <ContactLines />
    </>
  )
}
