import { FaqSection } from '../../components/faq/FaqSection'
import { Gate } from '../../components/gate/Gate'
import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { BenefitsSection } from './BenefitsSection'
import { scoutFaq, scoutProcess } from './copy'
import { Hero } from './Hero'
import { IntroSection } from './IntroSection'
import { SlotsSection } from './SlotsSection'

// Gated: the server renders these sections only after the right passphrase (server/plugins/gates.ts).
export default function Page() {
  const steps =
    useTimeline().scouts === 'closed'
      ? [scoutProcess.firstStepClosed, ...scoutProcess.steps.slice(1)]
      : scoutProcess.steps
  return (
    <Gate>
      <Hero />
      <IntroSection />
      <BenefitsSection />
      <Section id="ablauf" copy={scoutProcess}>
        <Steps steps={steps} />
      </Section>
      <SlotsSection />
      <FaqSection title="Häufige Fragen zum Scout\u2011Programm" name="scouts-faq" items={scoutFaq} independent />
    </Gate>
  )
}
