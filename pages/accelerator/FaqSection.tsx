import { FaqSection as SharedFaqSection } from '../../components/faq/FaqSection'
import { faqAskUs, faqItems, faqTitle } from './copy'

export function FaqSection() {
  return (
    <SharedFaqSection title={faqTitle} name="faq-accelerator" items={faqItems} address="ihr" askUsText={faqAskUs} />
  )
}
