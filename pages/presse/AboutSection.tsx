import { Section, SectionHeading } from '../../components/ui/Section'
import { pressAbout } from './copy'

export function AboutSection() {
  return (
    <Section id="ueber" labelledBy="ueber-titel" contentClassName="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
      <SectionHeading id="ueber-titel" eyebrow="Über uns" title={pressAbout.title} className="gap-5">
        {pressAbout.paragraphs.map((paragraph) => (
          <p key={paragraph} className="prose text-lg">
            {paragraph}
          </p>
        ))}
      </SectionHeading>
      <dl className="card-muted flex flex-col gap-5 self-start">
        {pressAbout.facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1 border-b border-ink-200 pb-4 last:border-0 last:pb-0">
            <dt className="text-sm font-semibold uppercase tracking-wider text-ink-600">{fact.label}</dt>
            <dd className="text-xl font-bold text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
