import { Section, SectionHeading } from '../../components/ui/Section'
import { pressAbout } from './copy'

/**
 * The company portrait for reprint. On phones the facts come first as a compact row under the heading (review 7.2:
 * they came after the long text); wider they stand beside the text.
 */
export function AboutSection() {
  return (
    <Section
      id="ueber"
      labelledBy="ueber-titel"
      // Hardly any top padding: the hero above ends in white, its own bottom padding is the gap (session 29: the two paddings
      // stacked to ~200 px of empty white at 1280).
      spacing="pb-16 pt-2 sm:pb-24"
      contentClassName="grid gap-6 sm:gap-8 lg:grid-cols-[1.4fr_1fr] lg:gap-x-16"
    >
      <SectionHeading id="ueber-titel" eyebrow={pressAbout.eyebrow} title={pressAbout.title} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 rounded-3xl bg-ink-50 p-5 ring-1 ring-ink-200 sm:grid-cols-[auto_auto_1fr] sm:gap-x-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:grid-cols-1 lg:gap-5 lg:self-start lg:p-8">
        {pressAbout.facts.map((fact, index) => (
          <div
            key={fact.label}
            className={`flex flex-col gap-0.5 lg:gap-1 lg:border-b lg:border-ink-200 lg:pb-4 lg:last:border-0 lg:last:pb-0 ${index === pressAbout.facts.length - 1 ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="text-xs font-semibold uppercase tracking-wider text-ink-600 lg:text-sm">{fact.label}</dt>
            <dd className="font-bold text-ink-900 lg:text-xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-5 lg:col-start-1">
        {pressAbout.paragraphs.map((paragraph) => (
          <p key={paragraph} className="prose text-lg">
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  )
}
