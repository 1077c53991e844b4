import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
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
        <Actions>
          <ButtonLink href={partnerHero.mediadaten.href} variant="outline" icon="i-lucide-file-text">
            {partnerHero.mediadaten.label}
          </ButtonLink>
        </Actions>
      </CtaPanel>
    </>
  )
}
