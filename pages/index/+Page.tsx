import { ProblemSection } from '../../components/sections/ProblemSection'
import { AngelsSection } from './AngelsSection'
import { ClosingCta } from './ClosingCta'
import { pains, problem, problemCompare } from './copy'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'
import { SpotlightBand } from './SpotlightBand'

export default function Page() {
  return (
    <>
      <Hero />
      <ProblemSection copy={problem} items={pains} layout="grid" accordion compare={problemCompare} />
      <HowItWorks />
      <AngelsSection />
      <SpotlightBand />
      <ClosingCta />
    </>
  )
}
