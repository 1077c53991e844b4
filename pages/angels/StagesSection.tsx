import { CheckList } from '../../components/ui/CheckList'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { stages } from './copy'

export function StagesSection() {
  return (
    <Section copy={stages} id="phasen" tone="muted">
      <ul className="grid gap-6 md:grid-cols-2">
        {stages.items.map((stage, index) => (
          <li key={stage.id} className="card flex flex-col gap-5" {...revealProps(index)}>
            <span className={`${stage.tone === 'green' ? 'badge-green' : 'badge-fundraising'} self-start`}>
              {stage.badge}
            </span>
            <h3 className="text-2xl font-bold tracking-tight text-ink-900">{stage.title}</h3>
            <p className="prose">{stage.text}</p>
            <CheckList items={stage.features} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
