import { useTimeline } from '../../components/PageContext'
import { ProblemSection } from '../../components/sections/ProblemSection'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { CheckList } from '../../components/ui/CheckList'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { ClosingCta } from './ClosingCta'
import { applyBenefits, applyProblem, applyProcess, applyStats } from './copy'
import { Hero } from './Hero'
import { LayersSection } from './LayersSection'
import { PartnerStrip } from './PartnerStrip'

// /apply: the invitation-only fundraising-intelligence programme (readiness scorecard, intros, closing).
export default function Page() {
  const { launch } = useTimeline()
  return (
    <>
      <Hero />
      <PartnerStrip />
      {/* No answer card: the hero's facts and the report are the answer (round 23: three sets of figures). */}
      <ProblemSection copy={applyProblem} answer={null} />
      <LayersSection />
      {/* The checklist under the heading in the left column from 1024 px (session 32 review: an empty column beside
          the steps' tail); on a phone it follows the steps (round 23: it stood between the heading and its steps). */}
      <Section
        id="prozess"
        tone="muted"
        labelledBy="prozess-titel"
        contentClassName="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16"
      >
        <SectionHeading id="prozess-titel" copy={applyProcess} className="gap-4 lg:col-start-1 lg:row-start-1" />
        {/* Each step's line runs from its circle to the next one's and ends at the last (round 26). */}
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <NumberedList
            items={applyProcess.steps}
            look="line"
            className="flex flex-col gap-8"
            item="relative flex gap-5 after:absolute after:-bottom-8 after:left-5 after:top-10 after:w-px after:bg-ink-300 after:content-[''] last:after:hidden"
            ring="ring-transparent"
            body="gap-1.5 pt-1.5"
            reveal
          />
        </div>
        {/* Their checks in ink, magenta is for actions (site-wide review, session 28). */}
        <CheckList
          items={applyBenefits}
          tone="ink"
          className="border-t border-ink-200 pt-6 lg:col-start-1 lg:row-start-2 lg:self-start"
        />
      </Section>
      {/* A short band of large figures, no cards (round 26: three boxes filled a full dark section). */}
      <Section
        id="stats-section"
        tone="ink"
        spacing="py-12 sm:py-16"
        eyebrow="In Zahlen"
        title="Ergebnisse, die für sich sprechen"
        intro={applyStats[launch].intro}
      >
        <StatsBlock items={applyStats[launch].items} tone="dark" layout="rows" evenUnits />
      </Section>
      <ClosingCta />
    </>
  )
}
