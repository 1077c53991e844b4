import { FigureCard } from '../../components/spotlight/FigureCard'
import { CheckList } from '../../components/ui/CheckList'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { Section } from '../../components/ui/Section'
import { mediaCommunity, mediaMultipliers, mediaWildcard } from '../../data/mediadaten'

/** The direct community: the heading and its one figure on the left, whom it reaches on the right. */
export function CommunitySection() {
  return (
    <Section
      copy={mediaCommunity}
      id="community"
      layout="split"
      headingExtra={
        <dl className="mt-4 border-l-4 border-brand-600 pl-5">
          <KeyFigure
            label={`${mediaCommunity.figure.label}: ${mediaCommunity.figure.note}`}
            value={mediaCommunity.figure.value}
            size="lg"
          />
        </dl>
      }
    >
      <div className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-8">
        <h3 className="h-card mb-5">Wen du erreichst</h3>
        <CheckList items={mediaCommunity.points} className="gap-4 text-lg" />
      </div>
    </Section>
  )
}

/** The multipliers as two figures (their bars read as progress meters: round 20). */
export function MultipliersSection() {
  return (
    <Section copy={mediaMultipliers} id="multiplikatoren" tone="muted" align="left">
      <dl className="grid gap-5 md:grid-cols-2">
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
      className={`flex min-w-0 flex-col items-center rounded-2xl px-1.5 py-3 text-center sm:rounded-3xl sm:px-6 sm:py-5 ${highlight ? 'bg-gradient-brand shadow-brand' : 'bg-white/5 ring-1 ring-white/10'}`}
    >
      <span className="text-xl font-extrabold tracking-tight text-white sm:text-4xl">{value}</span>
      <span className={`text-xs font-medium leading-tight sm:text-sm ${highlight ? 'text-white' : 'text-ink-100'}`}>
        {label}
      </span>
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
          className="mx-auto grid w-full max-w-3xl grid-cols-[1fr_auto_1fr_auto_1.3fr] items-center gap-1.5 sm:gap-3"
        >
          {term(calculation.startups.value, calculation.startups.label)}
          <span className="text-center text-xl font-bold text-brand-200 sm:text-3xl">×</span>
          {term(calculation.contacts.value, calculation.contacts.label)}
          <span className="text-center text-xl font-bold text-brand-200 sm:text-3xl">=</span>
          {term(calculation.result.value, calculation.result.label, true)}
        </div>
        {/* „100.000–150.000“ stays on one line: one size for the row, three columns only where the range fits its wider one. */}
        <dl className="grid gap-5 lg:grid-cols-[1.25fr_1fr_1fr]">
          {mediaWildcard.figures.map((figure) => (
            <FigureCard
              key={figure.label}
              figure={figure}
              tone="dark"
              valueSize="whitespace-nowrap text-3xl xl:text-4xl"
            />
          ))}
        </dl>
      </div>
    </Section>
  )
}
