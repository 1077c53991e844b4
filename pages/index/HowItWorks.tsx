import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { howItWorks } from './copy'

export function HowItWorks() {
  return (
    <Section id="so-gehts" copy={howItWorks}>
      <Steps steps={howItWorks.steps} />
    </Section>
  )
}
