import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
import { CheckRow } from '../../components/ui/CheckList'
import { mailto } from '../../data/links'
import { partnerBooking as booking, partnerHero, partnerMail } from './copy'
import { AudienceSection, BenefitsSection, Hero, QuoteSection, TimelineSection } from './Sections'

export default function Page() {
  const links = useLinks()
  const mail = mailto(links.contact.email, partnerMail.subject, partnerMail.body)
  return (
    <>
      <Hero />
      <AudienceSection />
      <TimelineSection />
      <QuoteSection />
      <BenefitsSection />
      <CtaPanel id="termin" look="ink" copy={booking} aside={<ContactPerson copy={booking.person} mail={mail} />}>
        <CheckRow items={booking.facts} className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-white" />
        {/* The figures behind the offer as a link, not a third button beside the contact's two. */}
        <a
          href={partnerHero.mediadaten.href}
          className="inline-flex min-h-6 items-center gap-2 font-semibold text-white underline underline-offset-4"
        >
          <span className="i-lucide-file-text text-brand-200" aria-hidden="true" />
          {partnerHero.mediadaten.label}
        </a>
      </CtaPanel>
    </>
  )
}
