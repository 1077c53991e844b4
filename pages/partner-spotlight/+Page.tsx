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
      {/* A light close, the page's one dark panel being the reach (round 26: three navy panels, the last right above
          the dark footer). On phones no panel around the contact's card, so its buttons keep the full width; the mail
          leads with the gradient as in the hero, the booking outlined, both at the hero's size. */}
      <CtaPanel
        id="termin"
        look="light"
        copy={booking}
        asideColumns="items-center lg:grid-cols-2"
        className="max-sm:overflow-visible max-sm:rounded-none max-sm:bg-transparent max-sm:px-0 max-sm:py-0 max-sm:![box-shadow:none]"
        // The contact on the panel's own surface, set off by a rule, not a grey card in the white card (session 28).
        aside={
          <ContactPerson
            copy={booking.person}
            mail={mail}
            lead="write"
            small={false}
            surface="!rounded-none !p-0 max-lg:border-t max-lg:border-ink-200 max-lg:!pt-8 lg:border-l lg:border-ink-200 lg:!pl-10"
          />
        }
      >
        {/* Dots, not checks: the checks are the hero's (round 26). */}
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold text-ink-800 sm:gap-x-5">
          {booking.facts.map((fact) => (
            <li key={fact} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-ink-400" aria-hidden="true" />
              {fact}
            </li>
          ))}
        </ul>
        {/* The figures behind the offer as a link, not a third button beside the contact's two. */}
        <a
          href={partnerHero.mediadaten.href}
          className="inline-flex min-h-6 items-center gap-2 font-semibold text-ink-900 underline underline-offset-4"
        >
          <span className="i-lucide-file-text text-ink-500" aria-hidden="true" />
          {partnerHero.mediadaten.label}
        </a>
      </CtaPanel>
    </>
  )
}
