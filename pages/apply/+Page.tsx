import { useTimeline } from '../../components/PageContext'
import { ProblemSection } from '../../components/sections/ProblemSection'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { ClosingCta } from './ClosingCta'
import { applyBenefits, applyProblem, applyStats, applySteps } from './copy'
import { Hero } from './Hero'
import { LayersSection } from './LayersSection'
import { PartnerStrip } from './PartnerStrip'

// /apply: the invitation-only fundraising-intelligence programme (readiness assessment, intros, closing).
export default function Page() {
  const { launch } = useTimeline()
  return (
    <>
      <Hero />
      <PartnerStrip />
      <ProblemSection
        eyebrow={applyProblem.eyebrow}
        title={applyProblem.title}
        intro={applyProblem.intro}
        items={applyProblem.items}
      />
      <LayersSection />
      <Section
        id="prozess"
        tone="muted"
        eyebrow="So läuft es ab"
        title="Vier Schritte bis zum Closing"
        intro="Von der Einladung bis zur Unterschrift – mit einem festen Ansprechpartner an deiner Seite."
      >
        <Steps steps={applySteps} />
      </Section>
      <Section id="vorteile" eyebrow={applyBenefits.eyebrow} title={applyBenefits.title}>
        <FeatureGrid items={applyBenefits.items} columns="gap-6 sm:grid-cols-2 lg:grid-cols-4" tone="muted" />
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
