import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { faqItems, faqTitle } from '../../data/pages/accelerator'

export function FaqSection() {
  return <SharedFaqSection title={faqTitle} name="faq-accelerator" items={faqItems} />
}
