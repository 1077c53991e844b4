import { ProblemSection } from '../../components/sections/ProblemSection'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { FeatureCard } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { ClosingCta } from './ClosingCta'
import { applyBenefits, applyProblem, applyStats, applySteps } from './copy'
import { Hero } from './Hero'
import { LayersSection } from './LayersSection'
import { PartnerStrip } from './PartnerStrip'

// /apply: the invitation-only fundraising-intelligence programme (readiness assessment, intros, closing).
export default function Page() {
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {applyBenefits.items.map((item, index) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title} index={index} tone="muted">
                <p>{item.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="stats-section"
        tone="ink"
        eyebrow="In Zahlen"
        title="Ergebnisse, die für sich sprechen"
        intro="Kapital, Netzwerk und Tempo aus den bisherigen Zyklen."
      >
        <StatsBlock items={applyStats} tone="dark" />
      </Section>
      <ClosingCta />
    </>
  )
}
