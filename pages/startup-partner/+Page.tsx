import { useLinks, useTimeline } from '../../components/PageContext'
import { ContactCard } from '../../components/spotlight/ContactCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { communityUrl, mailto } from '../../data/links'
import { editionWindow } from '../../data/timeline'
import { startupPartnerContact as contact, startupPartnerProcess as process, startupPartnerPhases } from './copy'
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
      <Section id="ablauf" eyebrow={process.eyebrow} title={process.title}>
        <Steps steps={process.steps} />
      </Section>
      <BenefitsSection />
      <Section id="mitmachen" tone="brand">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
          <h2 className="h-section text-white">{cta.title}</h2>
          <p className="text-lg leading-relaxed text-white">{cta.text}</p>
          {phase.button.href ? (
            <ButtonLink href={phase.button.href} variant="light" icon="i-lucide-arrow-right">
              {phase.button.label}
            </ButtonLink>
          ) : (
            <ButtonLink
              href={communityUrl(links, 'startup_partner')}
              variant="light"
              external
              icon="i-lucide-arrow-up-right"
            >
              {phase.button.label}
            </ButtonLink>
          )}
        </div>
      </Section>
      <ContactCard
        id="kontakt"
        eyebrow={contact.eyebrow}
        title={contact.title}
        text={contact.text}
        primary={{ href: links.bookingCalendar, label: contact.button, external: true }}
        secondary={{ href: mailto(links.contact.email, contact.mailSubject), label: 'E-Mail schreiben' }}
      />
    </>
  )
}
