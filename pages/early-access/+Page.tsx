import { FaqSection } from '../../components/faq/FaqSection'
import { useTimeline } from '../../components/PageContext'
import { BenefitsSection } from './BenefitsSection'
import { CountdownSection } from './CountdownSection'
import { earlyAccessFaq, earlyAccessFaqTitle } from './copy'
import { DemoSection } from './DemoSection'
import { Hero } from './Hero'

// /early-access: the offer and the sign-up with the pass, the live demo card, benefits with the features, the countdown
// before the launch (the live product after it), questions.
export default function Page() {
  const { launch } = useTimeline()
  return (
    <>
      <Hero />
      <DemoSection />
      <BenefitsSection />
      <CountdownSection />
      <FaqSection
        title={earlyAccessFaqTitle[launch]}
        name="early-access-faq"
        items={earlyAccessFaq[launch]}
        look="rows"
      />
    </>
  )
}
