import { FeatureCard } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { aboutSolution } from './copy'

export function SolutionSection() {
  return (
    <Section
      id="solution"
      tone="muted"
      eyebrow={aboutSolution.eyebrow}
      title={aboutSolution.title}
      intro={aboutSolution.intro}
    >
      <ul
        aria-label={aboutSolution.title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the list is a horizontal rail; keyboard users scroll it
        tabIndex={0}
        className="rail sm:gap-6 md:grid-cols-3"
      >
        {aboutSolution.items.map((item, index) => (
          <li key={item.title} className="rail-item">
            <FeatureCard icon={item.icon} title={item.title} index={index}>
              <p>{item.text}</p>
            </FeatureCard>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 flex max-w-fit items-center gap-2 rounded-full bg-white px-5 py-3 text-center text-sm font-semibold text-ink-800 shadow-soft ring-1 ring-ink-200">
        <span className="i-lucide-badge-check text-lg text-mint-700" aria-hidden="true" />
        {aboutSolution.note}
      </p>
    </Section>
  )
}
