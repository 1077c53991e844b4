import { FaqSection } from '../../components/faq/FaqSection'
import { Gate } from '../../components/gate/Gate'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ContactCard } from '../../components/spotlight/ContactCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { mailto } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import { juryApply, juryContact, juryFaq, juryFinalCta } from './copy'
import { Hero } from './Hero'
import {
  BenefitsSection,
  ExpectationsSection,
  IntroSection,
  JuryGridSection,
  ProcessSection,
  WhySection,
} from './Sections'

// The whole page is gated: until the server has accepted the passphrase only the password screen renders.
export default function Page() {
  const links = useLinks()
  const edition = editionWindow(useTimeline())
  const apply = juryApply(edition, links, juryFinalCta.button.label)
  const faq = juryFaq(edition)
  return (
    <Gate>
      <Hero />
      <IntroSection />
      <JuryGridSection />
      <ExpectationsSection />
      <BenefitsSection />
      <WhySection />
      <ProcessSection />
      <ContactCard
        id="kontakt"
        eyebrow={juryContact.eyebrow}
        title={juryContact.title}
        text={juryContact.text}
        primary={{ href: links.bookingCalendar, label: juryContact.button, external: true }}
        secondary={{ href: mailto(links.contact.email, juryContact.mailSubject), label: 'E-Mail schreiben' }}
      />
      <Section id="bewerben" tone="brand">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
          <h2 className="h-section text-white">{juryFinalCta.title}</h2>
          <p className="text-lg leading-relaxed text-white">{juryFinalCta.text[edition]}</p>
          <ButtonLink href={apply.href} external={apply.external} variant="light" icon="i-lucide-arrow-right">
            {apply.label}
          </ButtonLink>
        </div>
      </Section>
      <FaqSection title={faq.title} name="jury-faq" items={faq.items} />
    </Gate>
  )
}
