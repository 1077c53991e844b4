import { FaqSection } from '../../components/faq/FaqSection'
import { Gate } from '../../components/gate/Gate'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { partnerContact } from '../../components/spotlight/ContactPerson'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { mailto } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import { juryApply, juryContact, juryFaq, juryFinalCta } from './copy'
import { Hero } from './Hero'
import { ExpectationsSection, FeedbackSection, IntroSection, JuryGridSection, ProcessSection } from './Sections'

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
      <FeedbackSection />
      <ExpectationsSection />
      <JuryGridSection />
      <ProcessSection />
      {/*
        Right under the white steps, whose bottom padding spaces it, and before the white FAQ, whose top padding
        does: no padding of its own. Raised, so its shadow falls over the FAQ's background instead of ending in a
        straight line at its section's edge (review 5 Nov).
      */}
      <CtaPanel id="bewerben" look="ink" spacing="" raised title={juryFinalCta.title} text={juryFinalCta.text[edition]}>
        <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right">
          {apply.label}
        </ButtonLink>
        {/* Left-aligned beside the photo at every width (review 5 Nov: centred under it, four ragged lines on phones). */}
        <div className="mt-4 flex items-start gap-4 self-stretch border-t border-white/15 pt-6 text-left sm:items-center">
          <PersonPhoto name={partnerContact.name} src={partnerContact.image} size={48} />
          <p className="text-sm leading-relaxed text-ink-100">
            <span className="font-semibold text-white">{juryContact.title}</span> {partnerContact.name} nimmt sich{' '}
            {juryContact.minutes} für dich:{' '}
            <a
              href={links.bookingCalendar}
              target="_blank"
              rel="noopener"
              className="font-semibold text-white underline underline-offset-4"
            >
              {juryContact.button}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>{' '}
            oder{' '}
            <a
              href={mailto(links.contact.email, juryContact.mailSubject)}
              className="font-semibold text-white underline underline-offset-4"
            >
              {juryContact.mail}
            </a>
            .
          </p>
        </div>
      </CtaPanel>
      <FaqSection title={faq.title} name="jury-faq" items={faq.items} />
    </Gate>
  )
}
