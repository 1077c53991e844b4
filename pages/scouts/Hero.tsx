import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { PhaseNotice } from '../../components/sections/PhaseNotice'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CommunityButton } from './CommunityButton'
import { scoutHero, scoutRoundCopy } from './copy'
import { HeroPreview } from './HeroPreview'

export function Hero() {
  const { scouts: stage } = useTimeline()
  const facts = scoutHero.facts[stage]
  return (
    <PageHero
      id="scouts-hero-titel"
      icon="i-lucide-key-round"
      copy={scoutHero}
      reveal
      columns="lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
      spacing="gap-12 py-14 sm:py-20 lg:py-24"
      aside={<HeroPreview />}
    >
      {stage === 'closed' ? <PhaseNotice phase={stage}>{scoutHero.closedNotice}</PhaseNotice> : null}
      <Actions>
        {stage === 'closed' ? (
          <CommunityButton />
        ) : (
          <ButtonLink href="/scouts-form" icon="i-lucide-arrow-right">
            {scoutRoundCopy[stage].button}
          </ButtonLink>
        )}
        <ButtonLink href="#ablauf" variant="secondary">
          So funktioniert’s
        </ButtonLink>
      </Actions>
      {facts.length ? (
        <dl className="grid w-full max-w-xl grid-cols-3 gap-3 pt-2">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col justify-between gap-1 rounded-2xl bg-white/80 px-2.5 py-3 ring-1 ring-ink-200 sm:px-4"
            >
              <dt className="text-xs font-medium leading-tight text-ink-600 sm:text-sm">{fact.label}</dt>
              <dd className="whitespace-nowrap text-sm font-bold tabular-nums text-ink-900 sm:text-xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </PageHero>
  )
}
