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
        <NumberedList
          items={applyProcess.steps}
          look="line"
          className="relative flex flex-col gap-8 before:absolute before:bottom-5 before:left-5 before:top-5 before:w-px before:bg-ink-300 before:content-['']"
          item="relative flex gap-5"
          ring="ring-ink-50"
          body="gap-1.5 pt-1.5"
          reveal
        />
        {/* After the steps (round 23: on a phone four benefits stood between the heading and its steps). */}
        <CheckList items={applyBenefits} className="mt-10 border-t border-ink-200 pt-6" />
      </Section>
      <Section
        id="stats-section"
        tone="ink"
        eyebrow="In Zahlen"
        title="Ergebnisse, die für sich sprechen"
        intro={applyStats[launch].intro}
      >
        <StatsBlock items={applyStats[launch].items} tone="dark" />
      </Section>
      <ClosingCta />
    </>
  )
}
