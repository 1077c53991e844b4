import { useTimeline } from '../../components/PageContext'
import { PartnerLogos } from '../../components/spotlight/PartnerLogos'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { corporatePartners, networkPartners } from '../../data/partners'
import { spotlightPartners as copy } from './copy-sections'

export function PartnersSection() {
  const over = useTimeline().spotlight === 'over'
  return (
    <Section id="partner" copy={copy} intro={over ? copy.introOver : copy.intro}>
      <div className="flex flex-col gap-8 sm:gap-12">
        <PartnerLogos heading={copy.corporateHeading} partners={corporatePartners} columns={2} />
        {/* All four on phones too: hiding two short cards behind a button saved nothing (round 18). */}
        <PartnerLogos heading={copy.networkHeading} partners={networkPartners} columns={4} />
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* Both outlined: no navy-filled button on a light surface (site-wide rule, round 28). */}
          {copy.links.map((link) => (
            <ButtonLink key={link.href} href={link.href} variant="secondary" icon="i-lucide-arrow-right">
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Section>
  )
}
