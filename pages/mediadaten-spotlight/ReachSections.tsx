import { FigureCard } from '../../components/spotlight/FigureCard'
import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { mediaCommunity, mediaMultipliers, mediaWildcard } from '../../data/mediadaten'

export function CommunitySection() {
  return (
    <Section copy={mediaCommunity} id="community">
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <dl>
          <FigureCard figure={mediaCommunity.figure} />
        </dl>
        <div className="card-muted">
          <h3 className="h-card mb-4">Wen du erreichst</h3>
          <CheckList items={mediaCommunity.points} />
        </div>
      </div>
    </Section>
  )
}

export function MultipliersSection() {
  return (
    <Section copy={mediaMultipliers} id="multiplikatoren" tone="muted">
      <dl className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {mediaMultipliers.figures.map((figure) => (
          <FigureCard key={figure.label} figure={figure} />
        ))}
      </dl>
    </Section>
  )
}

export function WildcardSection() {
  const { calculation } = mediaWildcard
  const term = (value: string, label: string, highlight = false) => (
    <div
      className={`flex min-w-0 flex-col items-center rounded-3xl px-4 py-5 text-center sm:px-6 ${highlight ? 'bg-gradient-brand shadow-brand' : 'bg-white/5 ring-1 ring-white/10'}`}
    >
      <span className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{value}</span>
      <span className={`text-sm font-medium ${highlight ? 'text-white' : 'text-ink-100'}`}>{label}</span>
    </div>
  )
  return (
    <Section copy={mediaWildcard} id="wildcard-reichweite" tone="ink">
      <div className="flex flex-col gap-10">
        <p className="sr-only">
          {`${calculation.startups.value} ${calculation.startups.label} mal ${calculation.contacts.value} ${calculation.contacts.label} ergibt ${calculation.result.value} ${calculation.result.label}.`}
        </p>
        <div
          aria-hidden="true"
          className="mx-auto grid w-full max-w-3xl grid-cols-1 items-center gap-3 sm:grid-cols-[1fr_auto_1fr_auto_1.3fr]"
        >
          {term(calculation.startups.value, calculation.startups.label)}
          <span className="text-center text-3xl font-bold text-brand-200">×</span>
          {term(calculation.contacts.value, calculation.contacts.label)}
          <span className="text-center text-3xl font-bold text-brand-200">=</span>
          {term(calculation.result.value, calculation.result.label, true)}
        </div>
        <dl className="grid gap-5 md:grid-cols-3">
          {mediaWildcard.figures.map((figure) => (
            <FigureCard key={figure.label} figure={figure} tone="dark" />
          ))}
        </dl>
      </div>
    </Section>
  )
}
