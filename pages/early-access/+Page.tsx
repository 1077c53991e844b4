import { FaqSection } from '../../components/faq/FaqSection'
import { useTimeline } from '../../components/PageContext'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { BenefitsSection } from './BenefitsSection'
import { CountdownSection } from './CountdownSection'
import { earlyAccessFaq, earlyAccessFaqTitle, earlyAccessFeatures } from './copy'
import { DemoSection } from './DemoSection'
import { Hero } from './Hero'

// /early-access: the offer and the sign-up with the pass, the live demo card, benefits, features, the countdown
// before the launch (the live product after it), questions.
export default function Page() {
  const { launch } = useTimeline()
  return (
    <>
      <Hero />
      <DemoSection />
      <BenefitsSection />
      <Section id="funktionen" tone="muted" copy={earlyAccessFeatures}>
        <FeatureGrid items={earlyAccessFeatures.items} columns="gap-6 sm:grid-cols-2 lg:grid-cols-3" stagger={3} />
      </Section>
      <CountdownSection />
      <FaqSection title={earlyAccessFaqTitle[launch]} name="early-access-faq" items={earlyAccessFaq[launch]} />
    </>
  )
}
