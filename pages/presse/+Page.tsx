import { AboutSection } from './AboutSection'
import { ContactSection } from './ContactSection'
import { FactsSection } from './FactsSection'
import { Hero } from './Hero'
import { MaterialsSection } from './MaterialsSection'

export default function Page() {
  return (
    <>
      <Hero />
      <AboutSection />
      <FactsSection />
      <MaterialsSection />
      <ContactSection />
    </>
  )
}
