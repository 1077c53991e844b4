import { ButtonLink } from '../../components/ui/ButtonLink'
import { scoutHero } from './copy'
import { HeroPreview } from './HeroPreview'

export function Hero() {
  return (
    <section aria-labelledby="scouts-hero-titel" className="relative overflow-hidden bg-gradient-hero">
      <div className="container-site grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:py-24">
        <div className="flex flex-col items-start gap-6" data-reveal="always">
          <p className="hero-label">
            <span className="i-lucide-key-round" aria-hidden="true" />
            {scoutHero.eyebrow}
          </p>
          <h1 id="scouts-hero-titel" className="h-display">
            {scoutHero.title} <span className="text-gradient-brand">{scoutHero.titleAccent}</span>
          </h1>
          <p className="lead max-w-2xl">{scoutHero.lead}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="/scouts-form" icon="i-lucide-arrow-right">
              Jetzt Scout werden
            </ButtonLink>
            <ButtonLink href="#ablauf" variant="secondary">
              So funktioniert’s
            </ButtonLink>
          </div>
          <dl className="grid w-full max-w-xl grid-cols-3 gap-3 pt-2">
            {scoutHero.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col justify-between gap-1 rounded-2xl bg-white/80 px-3 py-3 ring-1 ring-ink-100 sm:px-4"
              >
                <dt className="text-xs font-medium leading-tight text-ink-600 sm:text-sm">{fact.label}</dt>
                <dd className="text-base font-bold tabular-nums text-ink-900 sm:text-xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  )
}
