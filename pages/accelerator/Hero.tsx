import { PersonPhoto } from '../../components/media/PersonPhoto'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { platformFigures } from '../../data/figures'
import { hero, heroFounders } from './copy'

export function Hero() {
  return (
    <section aria-labelledby="accelerator-titel" className="relative overflow-hidden bg-gradient-hero">
      {/* Founders from partner programmes float around the headline on extra-large screens only. */}
      <ul aria-label="Gründer:innen aus Partnerprogrammen" className="hidden xl:block">
        {heroFounders.map((founder) => (
          <li key={founder.name} className={`absolute ${founder.position}`}>
            <PersonPhoto
              name={founder.name}
              src={founder.image}
              size={founder.size}
              loading="eager"
              className="shadow-lift ring-4 ring-white"
            />
          </li>
        ))}
      </ul>
      <div className="container-site relative flex flex-col items-center gap-7 pb-16 pt-14 text-center sm:pb-24 sm:pt-24">
        <p className="hero-label">
          <span className="i-lucide-building-2" aria-hidden="true" />
          {hero.eyebrow}
        </p>
        <h1 id="accelerator-titel" className="h-display max-w-3xl">
          Bringt euer Portfolio vor{' '}
          <span className="text-gradient-brand">{platformFigures.angels} Business Angels</span>
        </h1>
        <p className="lead max-w-2xl">{hero.lead}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href="/form-acc" icon="i-lucide-arrow-right">
            {hero.primary}
          </ButtonLink>
          <ButtonLink href="#demo" variant="secondary">
            {hero.secondary}
          </ButtonLink>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-ink-600">
          {hero.trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span className="i-lucide-circle-check text-mint-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
