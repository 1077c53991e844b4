import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { process } from './copy'

/** Four steps as large numerals on one ruled line (two per row on small screens), no cards. */
export function ProcessSection() {
  return (
    <Section
      id="ablauf"
      tone="muted"
      eyebrow={process.eyebrow}
      title={process.title[useTimeline().launch]}
      align="left"
    >
      <ol className="grid gap-x-8 gap-y-10 border-t border-ink-300 pt-8 sm:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-2">
            <span className="text-5xl font-extrabold tracking-tight text-ink-500" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="h-card">
              <span className="sr-only">{step.meta}: </span>
              {step.title}
            </h3>
            <p className="prose">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
