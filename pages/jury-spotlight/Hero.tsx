import { useLinks, useTimeline } from '../../components/PageContext'
import { CenteredHero } from '../../components/sections/CenteredHero'
import { PhaseNotice } from '../../components/sections/PhaseNotice'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { editionWindow } from '../../data/timeline'
import { juryHero as hero, juryApply, juryPhase } from './copy'

export function Hero() {
  const edition = editionWindow(useTimeline())
  const apply = juryApply(edition, useLinks(), hero.primary.label)
  const notice = juryPhase[edition].notice
  return (
    <CenteredHero
      badge={{ icon: 'i-lucide-gavel', text: hero.eyebrow }}
      title={hero.title}
      titleAccent={hero.titleAccent}
      lead={hero.lead}
      facts={hero.facts}
    >
      {notice ? <PhaseNotice phase={edition}>{notice}</PhaseNotice> : null}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right">
          {apply.label}
        </ButtonLink>
        <ButtonLink href={hero.secondary.href} variant="secondary">
          {hero.secondary.label}
        </ButtonLink>
      </div>
    </CenteredHero>
  )
}
