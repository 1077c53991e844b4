import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { pains, problem } from '../../data/pages/startups'

export function ProblemSection() {
  return (
    <Section id="problem" tone="muted" eyebrow={problem.eyebrow} title={problem.title} intro={problem.intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {pains.map((pain, index) => (
          <li key={pain.id} className="card flex flex-col gap-3" {...revealProps(index % 3)}>
            <span className="icon-tile">
              <span className={pain.icon} aria-hidden="true" />
            </span>
            <h3 className="flex flex-col gap-1">
              <span className="text-gradient-brand text-3xl font-extrabold tracking-tight">{pain.figure}</span>
              <span className="h-card">{pain.title}</span>
            </h3>
            <p className="prose">{pain.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
