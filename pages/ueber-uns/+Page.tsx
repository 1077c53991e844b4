import { FaqSection } from '../../components/faq/FaqSection'
import { CtaCards } from './CtaCards'
import { aboutFaq } from './copy'
import { Hero } from './Hero'
import { OfferSection } from './OfferSection'
import { TeamSection } from './TeamSection'
import { ValuesSection } from './ValuesSection'
import { VisionSection } from './VisionSection'

// /ueber-uns (and its alias /about): who is behind it first (the team, its vision, its values), then
// what they built (solution and stages in one section, the early-access invitation in its card; the details are on
// /plattform and /startups), the questions, next steps.
export default function Page() {
  return (
    <>
      <Hero />
      <TeamSection />
      <VisionSection />
      <ValuesSection />
      <OfferSection />
      {/* The way to ask beside the questions (a separate address card after the next steps repeated it: round 19). */}
      <FaqSection title="Häufige Fragen" name="ueber-uns-faq" items={aboutFaq} />
      <CtaCards />
    </>
  )
}
