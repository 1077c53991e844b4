import { ButtonLink } from '../../components/ui/ButtonLink'
import { juryHero as hero } from '../../data/pages/jury-spotlight'

export function Hero() {
  return (
    <section aria-labelledby="hero-titel" className="relative overflow-hidden bg-gradient-hero">
      <div className="container-site flex flex-col items-center gap-6 py-16 text-center sm:py-24" data-reveal="always">
        <p className="badge-fundraising px-4 py-1.5 text-sm">
          <span className="i-lucide-gavel" aria-hidden="true" />
          {hero.eyebrow}
        </p>
        <h1 id="hero-titel" className="h-display max-w-4xl">
          {hero.title} <span className="text-gradient-brand">{hero.titleAccent}</span>
        </h1>
        <p className="lead max-w-2xl">{hero.lead}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href={hero.primary.href} icon="i-lucide-arrow-right">
            {hero.primary.label}
          </ButtonLink>
          <ButtonLink href={hero.secondary.href} variant="secondary">
            {hero.secondary.label}
          </ButtonLink>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-ink-600">
          {hero.facts.map((fact) => (
            <li key={fact} className="flex items-center gap-1.5">
              <span className="i-lucide-check text-mint-700" aria-hidden="true" />
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
