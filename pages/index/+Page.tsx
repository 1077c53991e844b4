import { ProblemSection } from '../../components/sections/ProblemSection'
import { ClosingCta } from './ClosingCta'
import { pains, problem } from './copy'
import { DemoSection } from './DemoSection'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'

export default function Page() {
  return (
    <>
      <Hero />
      <ProblemSection
        copy={problem}
        items={pains.map((pain) => ({ icon: pain.icon, title: pain.title, text: pain.summary, detail: pain.detail }))}
      />
      <HowItWorks />
      <DemoSection />
      <ClosingCta />
    </>
  )
}
