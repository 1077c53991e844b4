import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { process } from './copy'

/** Three steps on one line (a rail from 768 px, a vertical line on phones): no cards, no phone mock-up. */
export function ProcessSection() {
  return (
    <Section id="ablauf" eyebrow={process.eyebrow} title={process.title} intro={process.intro} align="left">
      <ol className="relative grid gap-8 md:grid-cols-3 md:gap-10">
        <span
          className="absolute bottom-4 left-5 top-4 w-px bg-ink-200 md:bottom-auto md:left-5 md:right-0 md:top-5 md:h-px md:w-auto"
          aria-hidden="true"
        />
        {process.steps.map((step, index) => (
          <li key={step.title} className="relative flex gap-5 md:flex-col md:gap-4" {...revealProps(index)}>
            <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-base font-bold text-white ring-8 ring-white">
              {index + 1}
            </span>
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold text-brand-700">{step.meta}</p>
              <h3 className="h-card">{step.title}</h3>
              <p className="prose">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
