import { useTimeline } from '../../components/PageContext'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { editionWindow } from '../../data/timeline'
import { spotlightBenefits as benefits, spotlightBenefitsClosed } from './copy-sections'

export function BenefitsSection() {
  const edition = editionWindow(useTimeline())
  const heading = edition === 'open' ? benefits : spotlightBenefitsClosed[edition]
  return (
    <Section id="benefits" tone="muted" eyebrow={benefits.eyebrow} title={heading.title} intro={heading.intro}>
      <FeatureGrid items={benefits.items} columns="gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" rail="Vorteile">
        <li className="rail-item">
          <div className="flex h-full flex-col justify-center gap-3 rounded-3xl bg-gradient-brand p-6 text-white shadow-brand sm:p-8">
            <span className="i-lucide-gift text-3xl" aria-hidden="true" />
            <p className="text-4xl font-extrabold tracking-tight">{benefits.value.amount}</p>
            <p className="text-lg font-medium leading-snug text-white">{benefits.value.label}</p>
          </div>
        </li>
      </FeatureGrid>
    </Section>
  )
}
