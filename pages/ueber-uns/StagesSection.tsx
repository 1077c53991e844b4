import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { aboutStages } from './copy'

export function StagesSection() {
  const [hello, funding] = aboutStages.stages
  if (!hello || !funding) return null
  return (
    <Section id="phasen" eyebrow={aboutStages.eyebrow} title={aboutStages.title} intro={aboutStages.intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="card flex flex-col gap-5">
          <h3 className="self-start">
            <span className="badge-green text-sm">{hello.name}</span>
          </h3>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-extrabold text-ink-900">{hello.price}</span>
            <span className="text-base font-medium text-ink-600">{hello.priceNote}</span>
          </p>
          <p className="prose">{hello.text}</p>
          <CheckList items={hello.features} />
        </article>
        <article className="flex flex-col gap-5 rounded-3xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8">
          <h3 className="self-start">
            <span className="badge-fundraising text-sm">{funding.name}</span>
          </h3>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-extrabold text-white">{funding.price}</span>
            <span className="text-base font-medium text-ink-100">{funding.priceNote}</span>
          </p>
          <p className="text-base leading-relaxed text-ink-100">{funding.text}</p>
          <CheckList items={funding.features} tone="dark" className="sm:grid sm:grid-cols-2" />
        </article>
      </div>
    </Section>
  )
}
