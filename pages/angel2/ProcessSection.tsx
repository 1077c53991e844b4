import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { process } from './copy'

/**
 * Four steps as large numerals on one ruled line (two per row on small screens), no cards; on phones each numeral
 * stands beside its step (round 24: stacked, the four steps filled a screen and a half).
 */
export function ProcessSection() {
  return (
    <Section
      id="ablauf"
      tone="muted"
      eyebrow={process.eyebrow}
      title={process.title[useTimeline().launch]}
      align="left"
    >
      <ol className="grid gap-x-8 gap-y-7 border-t border-ink-300 pt-8 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li
            key={step.title}
            className="grid grid-cols-[3.25rem_minmax(0,1fr)] content-start gap-x-3 gap-y-1 sm:flex sm:flex-col sm:gap-2"
          >
            <span
              className="row-span-2 text-4xl font-extrabold leading-none tracking-tight text-ink-500 sm:text-5xl"
              aria-hidden="true"
            >
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
