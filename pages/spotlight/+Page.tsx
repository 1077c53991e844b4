import { Island } from '../../components/islands/Island'
import { useLinks, useTimeline } from '../../components/PageContext'
import SectionNav from '../../components/spotlight/SectionNav'
import { AboutSection } from './AboutSection'
import { BenefitsSection } from './BenefitsSection'
import { spotlightCta, spotlightNav } from './copy'
import { DeadlineSection } from './DeadlineSection'
import { Hero } from './Hero'
import { PartnersSection } from './PartnersSection'
import { AngelsSection, JurySection } from './PeopleSections'
import { ProcessSection } from './ProcessSection'
import { TeamSection } from './TeamSection'

export default function Page() {
  const links = useLinks()
  const { spotlight: stage } = useTimeline()
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
          apply: spotlightCta(stage, links),
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
