import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { problems } from '../../data/pages/plattform'

export function ProblemSection() {
  return (
    <Section id="problem" tone="muted" eyebrow={problems.eyebrow} title={problems.title} intro={problems.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {problems.items.map((item, index) => (
          <li key={item.figure} className="card flex flex-col gap-3" {...revealProps(index)}>
            <span className="icon-tile">
              <span className={item.icon} aria-hidden="true" />
            </span>
            <h3 className="flex flex-col gap-1">
              <span className="text-gradient-brand text-4xl font-extrabold tracking-tight">{item.figure}</span>
              <span className="h-card">{item.title}</span>
            </h3>
            <p className="prose">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
