import { FaqSection } from '../../components/faq/FaqSection'
import { CtaCards } from './CtaCards'
import { pageSplit } from './columns'
import { aboutFaq } from './copy'
import { Hero } from './Hero'
import { OfferSection } from './OfferSection'
import { TeamSection } from './TeamSection'
import { ValuesSection } from './ValuesSection'
import { VisionSection } from './VisionSection'

// /ueber-uns (and its alias /about) tells the company's story: why (the vision), who (the team), how we work (the
// values), then the ways in: what we built as one compact strip (solution, stages and the early-access invitation;
// the details are on /plattform and /startups), a short FAQ, the next steps. The team stays before the FAQ.
export default function Page() {
  return (
    <>
      <Hero />
      <VisionSection />
      <TeamSection />
      <ValuesSection />
      <OfferSection />
      {/* The way to ask beside the questions (a separate address card after the next steps repeated it: round 19); the
          heading block not sticky: five closed questions are hardly taller than it, and stuck it slid ~35 px below the
          questions' top while scrolling (session 31 fix round). The way to ask fills its column (session 32 fix round 2: it
          stopped at ~480 px). */}
      <FaqSection
        title="Häufige Fragen"
        name="ueber-uns-faq"
        items={aboutFaq}
        columns={pageSplit}
        stickyHeading={false}
        askUsFull
      />
      <CtaCards />
    </>
  )
}
