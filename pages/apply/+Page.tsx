import { useTimeline } from '../../components/PageContext'
import { ProblemSection } from '../../components/sections/ProblemSection'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { CheckList } from '../../components/ui/CheckList'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
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
      <Section id="prozess" tone="muted" layout="split" copy={applyProcess}>
        {/* Each step's line runs from its circle to the next one's and ends at the last (round 26: one line behind the
            list stopped short of each circle under their rings and hung below the fourth). */}
        <NumberedList
          items={applyProcess.steps}
          look="line"
          className="flex flex-col gap-8"
          item="relative flex gap-5 after:absolute after:-bottom-8 after:left-5 after:top-10 after:w-px after:bg-ink-300 after:content-[''] last:after:hidden"
          ring="ring-transparent"
          body="gap-1.5 pt-1.5"
          reveal
        />
        {/* After the steps (round 23: on a phone four benefits stood between the heading and its steps); their checks in
            ink, magenta is for actions (site-wide review, session 28). */}
        <CheckList items={applyBenefits} tone="ink" className="mt-10 border-t border-ink-200 pt-6" />
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
        <StatsBlock items={applyStats[launch].items} tone="dark" layout="rows" />
      </Section>
      <ClosingCta />
    </>
  )
}
