import { PersonPhoto } from '../../components/media/PersonPhoto'
import { PageHero, TrustList } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { platformFigures } from '../../data/figures'
import { hero, heroFounders } from './copy'

export function Hero() {
  return (
    <PageHero
      id="accelerator-titel"
      icon="i-lucide-building-2"
      copy={hero}
      title={
        <>
          Bringt euer Portfolio vor{' '}
          <span className="text-gradient-brand">{platformFigures.angels} Business Angels</span>
        </>
      }
      titleClassName="max-w-3xl"
      spacing="gap-7 pb-16 pt-14 sm:pb-24 sm:pt-24"
      decoration={
        // Founders from partner programmes float around the headline on extra-large screens only.
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
      }
    >
      <Actions centred>
        <ButtonLink href="/form-acc" icon="i-lucide-arrow-right">
          {hero.primary}
        </ButtonLink>
        <ButtonLink href="#ablauf" variant="secondary">
          {hero.secondary}
        </ButtonLink>
      </Actions>
      <TrustList items={hero.trust} centred />
    </PageHero>
  )
}
