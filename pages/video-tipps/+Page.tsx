import { ExpertSection } from './ExpertSection'
import { Hero } from './Hero'
import { LengthSection } from './LengthSection'
import { StructureSection } from './StructureSection'
import { SubmitSection } from './SubmitSection'
import { TipsSection } from './TipsSection'

export default function Page() {
  return (
    <>
      <Hero />
      <LengthSection />
      <TipsSection />
      <StructureSection />
      <ExpertSection />
      <SubmitSection />
    </>
  )
}
