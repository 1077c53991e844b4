import { Island } from '../../components/islands/Island'
import { useLinks, useTimeline } from '../../components/PageContext'
import SectionNav from '../../components/spotlight/SectionNav'
import { AboutSection } from './AboutSection'
import { BenefitsSection } from './BenefitsSection'
import { spotlightCta, spotlightNav } from './copy'
import { resultsNavItem } from './copy-results'
import { DeadlineSection } from './DeadlineSection'
import { Hero } from './Hero'
import { PartnersSection } from './PartnersSection'
import { AngelsSection, JurySection } from './PeopleSections'
import { ProcessSection } from './ProcessSection'
import { RecapSection, ResultsSection } from './ResultsSection'

export default function Page() {
  const links = useLinks()
  const { spotlight: stage } = useTimeline()
  // Once the edition is over the page opens with its results, the recap and the sign-up for the next one.
  const over = stage === 'over'
  return (
    <>
      <Hero />
      <Island
        name="SectionNav"
        component={SectionNav}
        when="interaction"
        className="sticky top-0 z-40"
        props={{
          items: over ? [resultsNavItem, ...spotlightNav.items] : spotlightNav.items,
          label: spotlightNav.label,
          menuId: 'abschnitte-menue',
          apply: spotlightCta(stage, links),
        }}
      />
      {over ? (
        <>
          <ResultsSection />
          <RecapSection />
        </>
      ) : null}
      <JurySection />
      <AngelsSection />
      <ProcessSection />
      <BenefitsSection />
      <PartnersSection />
      {over ? null : <DeadlineSection />}
      <AboutSection />
    </>
  )
}
