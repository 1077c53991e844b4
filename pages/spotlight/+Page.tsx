import { Island } from '../../components/islands/Island'
import { useLinks } from '../../components/PageContext'
import SectionNav from '../../components/spotlight/SectionNav'
import { founderRegistrationUrl } from '../../data/links'
import { spotlightNav } from '../../data/pages/spotlight'
import { AboutSection } from './AboutSection'
import { BenefitsSection } from './BenefitsSection'
import { DeadlineSection } from './DeadlineSection'
import { Hero } from './Hero'
import { PartnersSection } from './PartnersSection'
import { AngelsSection, JurySection } from './PeopleSections'
import { ProcessSection } from './ProcessSection'
import { TeamSection } from './TeamSection'

export default function Page() {
  const links = useLinks()
  return (
    <>
      <Hero />
      <Island
        name="SectionNav"
        component={SectionNav}
        when="interaction"
        className="sticky top-16 z-30"
        props={{
          items: spotlightNav.items,
          label: spotlightNav.label,
          menuId: 'abschnitte-menue',
          apply: { href: founderRegistrationUrl(links), ...spotlightNav.apply },
        }}
      />
      <JurySection />
      <AngelsSection />
      <ProcessSection />
      <BenefitsSection />
      <PartnersSection />
      <DeadlineSection />
      <AboutSection />
      <TeamSection />
    </>
  )
}
