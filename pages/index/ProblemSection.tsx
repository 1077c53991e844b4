import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { pains, problem } from '../../data/pages/home'

/**
 * The six pains. On phones each card is a <details> in one group: a tap opens its detail line and closes
 * the others. From the md breakpoint the detail lines are always shown (see .pain-card in base.css).
 */
export function ProblemSection() {
  return (
    <Section id="problem" tone="muted" eyebrow={problem.eyebrow} title={problem.title} intro={problem.intro}>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {pains.map((pain, index) => (
          <li key={pain.id} {...revealProps(index)}>
            <details
              name="pains"
              className="pain-card group h-full rounded-3xl bg-white shadow-soft ring-1 ring-ink-100"
            >
              <summary className="flex items-start gap-4 p-5 sm:p-6">
                <span className="icon-tile shrink-0">
                  <span className={pain.icon} aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-lg font-bold text-ink-900">{pain.title}</span>
                  <span className="text-ink-600">{pain.summary}</span>
                </span>
                <span
                  className="faq-chevron i-lucide-chevron-down mt-1 shrink-0 text-xl text-ink-500 md:hidden"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 text-ink-600 sm:px-6 sm:pb-6 md:pl-22">{pain.detail}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  )
}
