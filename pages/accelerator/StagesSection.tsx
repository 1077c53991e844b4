import { CheckList } from '../../components/ui/CheckList'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { stages } from './copy'

export function StagesSection() {
  return (
    <Section id="phasen" eyebrow={stages.eyebrow} title={stages.title} intro={stages.intro}>
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {stages.items.map((stage, index) => (
          <li
            key={stage.id}
            className={`flex flex-col gap-5 rounded-3xl p-6 sm:p-8 ${stage.tone === 'fundraising' ? 'bg-gradient-ink text-white shadow-lift' : 'bg-white shadow-soft ring-1 ring-ink-200'}`}
            {...revealProps(index)}
          >
            <span className={`${stage.tone === 'green' ? 'badge-green' : 'badge-fundraising'} self-start`}>
              {stage.badge}
            </span>
            <h3 className="flex flex-col gap-1">
              <span
                className={`text-4xl font-extrabold tracking-tight ${stage.tone === 'fundraising' ? 'text-white' : 'text-ink-900'}`}
              >
                {stage.price}
              </span>
              <span className={`text-sm font-medium ${stage.tone === 'fundraising' ? 'text-ink-100' : 'text-ink-600'}`}>
                {stage.priceNote}
              </span>
            </h3>
            <p className={stage.tone === 'fundraising' ? 'text-ink-100' : 'prose'}>{stage.text}</p>
            <CheckList items={stage.features} tone={stage.tone === 'fundraising' ? 'dark' : 'light'} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
