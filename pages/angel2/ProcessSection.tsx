import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { process } from './copy'

/**
 * Four steps on one line: a small numbered ink circle for each (magenta is for actions: session 28), joined by a thin rule (across from 1024 px, down
 * the circles on phones; two by two between), no cards. Round 27: large grey numerals over four loose columns looked
 * like the benefits above it; now the benefits are tiles and this is a path.
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
      <ol className="grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-4" data-process-steps>
        {process.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative grid grid-cols-[2rem_minmax(0,1fr)] content-start gap-x-4 gap-y-1 sm:flex sm:flex-col sm:gap-3"
          >
            {index < process.steps.length - 1 ? (
              <span
                className="absolute bottom-[-1.5rem] left-4 top-10 w-px bg-ink-300 sm:hidden lg:bottom-auto lg:left-11 lg:right-[-1.25rem] lg:top-4 lg:block lg:h-px lg:w-auto"
                aria-hidden="true"
                data-step-line
              />
            ) : null}
            <span
              className="row-span-2 flex h-8 w-8 items-center justify-center rounded-full bg-ink-900 text-sm font-bold tabular-nums text-white"
              aria-hidden="true"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="h-card">
              <span className="sr-only">{step.meta}: </span>
              {step.title}
            </h3>
            <p className="prose [text-wrap:pretty]">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
