import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
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
      {/* The contact's card as wide as the text, so its two actions stand side by side from 1024 px; the mail leads
          with the gradient as in the hero, the booking outlined as everywhere else (round 26: a third style). */}
      <CtaPanel
        id="termin"
        look="ink"
        copy={booking}
        asideColumns="items-center lg:grid-cols-2"
        aside={<ContactPerson copy={booking.person} mail={mail} lead="write" />}
      >
        {/* Dots, not checks: the checks are the hero's (round 26). */}
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-white">
          {booking.facts.map((fact) => (
            <li key={fact} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-brand-300" aria-hidden="true" />
              {fact}
            </li>
          ))}
        </ul>
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
