import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { pains, problem } from './copy'

/**
 * The spec's problem, set editorially (session 30 review: six like text rows under eyebrow, heading and lead, the
 * site's one recipe): the two measured pains lead with their figures set large, side by side; the four
 * others follow as a tight ruled list, each title run into its sentence, two to a row from 768 px. On phones the two
 * figures one under the other at the full width, each with its sentence (fix round 31: side by side, ~25 px apart and
 * without their texts, they read as two loose numbers). The heading block split (heading left, intro right from
 * 1024 px): in one column it left ~500 px empty beside the heading.
 */
export function ProblemSection() {
  const figures = pains.filter((pain) => 'figure' in pain)
  const others = pains.filter((pain) => !('figure' in pain))
  return (
    <Section id="problem" tone="muted" copy={problem} align="beside" spacing="py-14 sm:py-16 lg:py-20">
      <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 sm:gap-10 lg:gap-16" data-problem-figures>
        {figures.map((pain, index) => (
          <li
            key={pain.id}
            className="flex flex-col gap-3 border-t-2 border-ink-900 pt-4 sm:pt-5"
            {...revealProps(index)}
          >
            <h3 className="flex flex-col gap-1.5">
              <span className="whitespace-nowrap text-[2.75rem] sm:text-[clamp(2.5rem,7.5vw,3.75rem)] font-bold leading-none tracking-tight tabular-nums text-ink-900">
                {'figure' in pain ? pain.figure : null}
              </span>
              <span className="text-lg font-semibold leading-snug text-ink-900 sm:text-xl">{pain.title}</span>
            </h3>
            <p className="prose">{pain.text}</p>
          </li>
        ))}
      </ul>
      <ul
        className="mt-8 grid border-b border-ink-200 sm:mt-14 md:grid-cols-2 md:gap-x-10 lg:gap-x-16"
        data-problem-list
      >
        {others.map((pain, index) => (
          <li
            key={pain.id}
            className="border-t border-ink-200 py-3 text-sm leading-relaxed text-ink-700 sm:text-base"
            {...revealProps(figures.length + index)}
          >
            <h3 className="inline font-semibold text-ink-900">{`${pain.title}.`}</h3>{' '}
            <p className="inline">{pain.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
