import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { aboutStages } from './copy'

/** The look of each stage's card: the free stage light, the paid one dark. */
const looks = {
  hello: {
    card: 'card flex flex-col gap-5',
    badge: 'badge-green text-sm',
    price: 'text-ink-900',
    note: 'text-ink-600',
    text: 'prose',
    list: { tone: 'light', className: '' },
  },
  funding: {
    card: 'flex flex-col gap-5 rounded-3xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8',
    badge: 'badge-fundraising text-sm',
    price: 'text-white',
    note: 'text-ink-100',
    text: 'text-base leading-relaxed text-ink-100',
    list: { tone: 'dark', className: 'sm:grid sm:grid-cols-2' },
  },
} as const

export function StagesSection() {
  return (
    <Section id="phasen" copy={aboutStages}>
      <div className="grid gap-6 lg:grid-cols-2">
        {aboutStages.stages.map((stage) => {
          const look = looks[stage.id]
          return (
            <article key={stage.id} className={look.card}>
              <h3 className="self-start">
                <span className={look.badge}>{stage.name}</span>
              </h3>
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className={`text-4xl font-extrabold ${look.price}`}>{stage.price}</span>
                <span className={`text-base font-medium ${look.note}`}>{stage.priceNote}</span>
              </p>
              <p className={look.text}>{stage.text}</p>
              <CheckList items={stage.features} tone={look.list.tone} className={look.list.className} />
            </article>
          )
        })}
      </div>
    </Section>
  )
}
