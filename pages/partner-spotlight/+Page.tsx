import { useLinks } from '../../components/PageContext'
import { ContactCard } from '../../components/spotlight/ContactCard'
import { mailto } from '../../data/links'
import { partnerBooking as booking, partnerMail } from './copy'
import { AudienceSection, BenefitsSection, Hero, QuoteSection, TimelineSection } from './Sections'

export default function Page() {
  const links = useLinks()
  return (
    <>
      <Hero />
      <AudienceSection />
      <QuoteSection />
      <TimelineSection />
      <BenefitsSection />
      <ContactCard
        id="termin"
        eyebrow={booking.eyebrow}
        title={booking.title}
        text={booking.text}
        facts={booking.facts}
        primary={{ href: links.bookingCalendar, label: booking.primary, external: true }}
        secondary={{
          href: mailto(links.contact.email, partnerMail.subject, partnerMail.body),
          label: booking.secondary,
        }}
      />
    </>
  )
}
