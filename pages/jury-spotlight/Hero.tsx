import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero, TrustList } from '../../components/sections/PageHero'
import { PhaseNotice } from '../../components/sections/PhaseNotice'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { juryHero as hero, juryApply, juryPhase } from '../../data/pages/jury-spotlight'
import { editionWindow } from '../../data/timeline'

export function Hero() {
  const edition = editionWindow(useTimeline())
  const apply = juryApply(edition, useLinks(), hero.primary.label)
  const notice = juryPhase[edition].notice
  return (
    <PageHero
      id="hero-titel"
      badge={{ icon: 'i-lucide-gavel', text: hero.eyebrow }}
      title={hero.title}
      titleAccent={hero.titleAccent}
      titleClassName="max-w-4xl"
      lead={hero.lead}
      reveal
    >
      {notice ? <PhaseNotice phase={edition}>{notice}</PhaseNotice> : null}
      <Actions>
        <ButtonLink href={apply.href} external={apply.external} icon="i-lucide-arrow-right">
          {apply.label}
        </ButtonLink>
        <ButtonLink href={hero.secondary.href} variant="secondary">
          {hero.secondary.label}
        </ButtonLink>
      </Actions>
      <TrustList items={hero.facts} centred />
    </PageHero>
  )
}
