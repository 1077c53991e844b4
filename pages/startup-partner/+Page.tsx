import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { communityUrl, mailto } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import { startupPartnerContact as contact, startupPartnerPhases } from './copy'
import { AngelsSection, BenefitsSection, Hero, WhatSection, WhySection, WildcardSection } from './Sections'

export default function Page() {
  const links = useLinks()
  const phase = startupPartnerPhases[editionWindow(useTimeline())]
  const cta = phase.cta
  return (
    <>
      <Hero />
      <WhatSection />
      <WhySection />
      <AngelsSection />
      <WildcardSection />
      <BenefitsSection />
      {/* A tinted band, not a box around the contact card (review 5 Nov: a card in a card); the card's actions
          outlined under the one gradient button, of one width (review round 27). The button at full width on phones
          like the hero's and the wildcard section's; while the sign-up is open, its deadline under it (the text
          column stood thin beside the card, review round 27). */}
      <CtaPanel
        id="mitmachen"
        look="band"
        copy={cta}
        asideColumns="items-center lg:grid-cols-2"
        aside={
          <ContactPerson
            copy={contact}
            mail={mailto(links.contact.email, contact.mailSubject)}
            lead="none"
            even
            surface="bg-white shadow-soft ring-1 ring-ink-200"
          />
        }
      >
        {phase.button.href ? (
          <>
            <ButtonLink href={phase.button.href} icon="i-lucide-arrow-right" className="sm:self-start">
              {phase.button.label}
            </ButtonLink>
            {phase.dates ? (
              <p className="flex items-center gap-2 text-sm font-semibold text-ink-900" data-cta-deadline>
                <span className="i-lucide-calendar-clock text-base text-ink-500" aria-hidden="true" />
                {phase.dates.deadline}
              </p>
            ) : null}
          </>
        ) : (
          <ButtonLink
            href={communityUrl(links, 'startup_partner')}
            external
            icon="i-lucide-arrow-up-right"
            className="sm:self-start"
          >
            {phase.button.label}
          </ButtonLink>
        )}
      </CtaPanel>
    </>
  )
}
