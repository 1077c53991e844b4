import { CenteredHero } from '../../components/sections/CenteredHero'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { juryHero as hero } from '../../data/pages/jury-spotlight'

export function Hero() {
  return (
    <CenteredHero
      badge={{ icon: 'i-lucide-gavel', text: hero.eyebrow }}
      title={hero.title}
      titleAccent={hero.titleAccent}
      lead={hero.lead}
      facts={hero.facts}
    >
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink href={hero.primary.href} icon="i-lucide-arrow-right">
          {hero.primary.label}
        </ButtonLink>
        <ButtonLink href={hero.secondary.href} variant="secondary">
          {hero.secondary.label}
        </ButtonLink>
      </div>
    </CenteredHero>
  )
}
