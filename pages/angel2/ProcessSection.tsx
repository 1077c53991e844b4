import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { process } from './copy'

export function ProcessSection() {
  return (
    <Section id="ablauf" tone="muted" eyebrow={process.eyebrow} title={process.title[useTimeline().launch]}>
      <Steps steps={process.steps} />
    </Section>
  )
}
