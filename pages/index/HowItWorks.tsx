import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { howItWorks } from './copy'

export function HowItWorks() {
  return (
    <Section id="so-gehts" eyebrow={howItWorks.eyebrow} title={howItWorks.title}>
      <Steps steps={howItWorks.steps} />
    </Section>
  )
}
