import { ProblemSection } from '../../components/sections/ProblemSection'
import { pains, problem } from '../../data/pages/home'
import { ClosingCta } from './ClosingCta'
import { DemoSection } from './DemoSection'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'

export default function Page() {
  return (
    <>
      <Hero />
      <ProblemSection
        eyebrow={problem.eyebrow}
        title={problem.title}
        intro={problem.intro}
        items={pains.map((pain) => ({ icon: pain.icon, title: pain.title, text: pain.summary, detail: pain.detail }))}
      />
      <HowItWorks />
      <DemoSection />
      <ClosingCta />
    </>
  )
}
