import { CheckList } from '../../components/ui/CheckList'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { SplitHeading } from '../../components/ui/SplitHeading'
import { stages } from './copy'

/**
 * The two phases side by side, the intro beside the heading from 1024 px (review 7.2: the right half beside the heading
 * stood empty). The Fundraising card wears a brand ring: it is the stage in which an angel invests.
 */
export function StagesSection() {
  return (
    <Section id="phasen" tone="muted" labelledBy="phasen-titel">
      <SplitHeading id="phasen-titel" copy={stages} />
      <ul className="grid gap-6 md:grid-cols-2">
        {stages.items.map((stage, index) => (
          <li
            key={stage.id}
            className={`card flex flex-col gap-5 ${stage.tone === 'fundraising' ? 'ring-2 ring-brand-300' : ''}`}
            data-stage={stage.id}
            {...revealProps(index)}
          >
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
