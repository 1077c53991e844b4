import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { communityUrl, mailto } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import { startupPartnerContact as contact, startupPartnerPhases } from './copy'
import { AngelsSection, BenefitsSection, Hero, WhatSection, WildcardSection } from './Sections'

export default function Page() {
  const links = useLinks()
  const phase = startupPartnerPhases[editionWindow(useTimeline())]
  const cta = phase.cta
  return (
    <>
      <Hero />
      <WhatSection />
      <AngelsSection />
      <WildcardSection />
      <BenefitsSection />
      {/* A tinted band, not a box around the contact card (review 5 Nov: a card in a card); the card's actions
          outlined under the one gradient button. */}
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
            surface="bg-white shadow-soft ring-1 ring-ink-200"
          />
        }
      >
        {phase.button.href ? (
          <ButtonLink href={phase.button.href} icon="i-lucide-arrow-right" className="self-start">
            {phase.button.label}
          </ButtonLink>
        ) : (
          <ButtonLink
            href={communityUrl(links, 'startup_partner')}
            external
            icon="i-lucide-arrow-up-right"
            className="self-start"
          >
            {phase.button.label}
          </ButtonLink>
        )}
      </CtaPanel>
    </>
  )
}
