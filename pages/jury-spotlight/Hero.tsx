import { useLinks, useTimeline } from '../../components/PageContext'
import { EventHero } from '../../components/sections/EventHero'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { editionWindow } from '../../data/timeline'
import { juryHero as hero, juryApply, juryPhase } from './copy'
import { HeroRating } from './HeroRating'

export function Hero() {
  const edition = editionWindow(useTimeline())
  const apply = juryApply(edition, useLinks(), hero.primary.label)
  const notice = juryPhase[edition].notice
  return (
    <EventHero
      icon="i-lucide-gavel"
      copy={{ ...hero, lead: hero.lead[edition] }}
      phase={edition}
      notice={notice}
      footnote={
        edition === 'open' ? (
          <p className="flex items-center gap-2 text-base font-semibold text-ink-900" data-hero-deadline>
            <span className="i-lucide-calendar-clock text-lg text-brand-700" aria-hidden="true" />
            {hero.deadline}
          </p>
        ) : null
      }
      visual={<HeroRating />}
    >
      <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right">
        {apply.label}
      </ButtonLink>
      <ButtonLink href={hero.secondary.href} variant="secondary">
        {hero.secondary.label}
      </ButtonLink>
    </EventHero>
  )
}
