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
            value={<span className="text-5xl sm:text-6xl">{mediaCommunity.figure.value}</span>}
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

/**
 * The multipliers as rings around the direct community: each ring one audience that shares the event, drawn
 * wider, not to scale (the figures stand beside it). The legend is the list a screen reader reads; the rings
 * repeat its values (and the community's, from the section above, at their core) and are hidden from it.
 */
export function MultipliersSection() {
  const [partners, jury] = mediaMultipliers.figures
  const rings = [
    { figure: jury, swatch: 'bg-brand-200' },
    { figure: partners, swatch: 'bg-white ring-1 ring-ink-300' },
  ]
  return (
    <Section copy={mediaMultipliers} id="multiplikatoren" tone="muted" align="left">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
        <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-[280px] sm:max-w-[420px]">
          <div className="absolute inset-0 rounded-full bg-white shadow-soft ring-1 ring-ink-200" />
          <div className="absolute inset-[16%] rounded-full bg-brand-50 ring-1 ring-brand-200" />
          <div className="absolute inset-[34%] flex flex-col items-center justify-center rounded-full bg-gradient-brand text-center text-white shadow-brand">
            <span className="text-2xl font-extrabold tracking-tight sm:text-3xl">{mediaCommunity.figure.value}</span>
            <span className="text-xs font-semibold sm:text-sm">Community</span>
          </div>
          <span className="absolute inset-x-0 top-[5%] text-center text-lg font-extrabold tracking-tight text-ink-900 sm:text-xl">
            {partners.value}
          </span>
          <span className="absolute inset-x-0 top-[21%] text-center text-lg font-extrabold tracking-tight text-brand-800 sm:text-xl">
            {jury.value}
          </span>
        </div>
        <dl className="flex flex-col divide-y divide-ink-200 border-y border-ink-200">
          {rings.map(({ figure, swatch }) => (
            <div key={figure.label} className="flex flex-col gap-0.5 py-5">
              <dt className="order-2 pl-[26px] font-semibold text-ink-900">{figure.label}</dt>
              <dd className="order-1 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-ink-900">
                <span className={`h-3.5 w-3.5 shrink-0 rounded-full ${swatch}`} aria-hidden="true" />
                {figure.value}
              </dd>
              {figure.note ? <dd className="order-3 pl-[26px] text-sm text-ink-600">{figure.note}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
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
        <dl className="grid gap-5 md:grid-cols-3">
          {mediaWildcard.figures.map((figure) => (
            <FigureCard key={figure.label} figure={figure} tone="dark" />
          ))}
        </dl>
      </div>
    </Section>
  )
}
