import { Faq } from '../../components/faq/Faq'
import { Section } from '../../components/ui/Section'
import { faqItems, faqTitle } from '../../data/pages/accelerator'

export function FaqSection() {
  return (
    <Section id="faq" eyebrow="FAQ" title={faqTitle}>
      <Faq name="faq-accelerator" items={faqItems} />
    </Section>
  )
}
