import { FeatureGrid } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { aboutSolution } from './copy'

export function SolutionSection() {
  return (
    <Section id="solution" tone="muted" copy={aboutSolution}>
      <FeatureGrid items={aboutSolution.items} columns="sm:gap-6 md:grid-cols-3" rail={aboutSolution.title} />
      <p className="mt-10 flex max-w-fit items-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-semibold text-ink-800 shadow-soft ring-1 ring-ink-200">
        <span className="i-lucide-badge-check text-lg text-mint-700" aria-hidden="true" />
        {aboutSolution.note}
      </p>
    </Section>
  )
}
