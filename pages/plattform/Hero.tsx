import { formatScore } from '../../components/demo-card/badge'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckRow } from '../../components/ui/CheckList'
import { revealProps } from '../../components/ui/reveal-style'
import { TextStack } from '../../components/ui/TextStack'
import { heroBestScore, plattformHero } from './copy'

const pipeline = [
  { icon: 'i-lucide-video', title: 'Dein 60\u2011Sekunden-Pitch', meta: 'Video hochgeladen', tone: 'ink' },
  { icon: 'i-lucide-sparkles', title: 'KI-Analyse & Matching', meta: 'Team, Markt, Ticket, Phase', tone: 'violet' },
  { icon: 'i-lucide-users', title: 'Passende Angels', meta: 'Neue Matches für dich', tone: 'brand' },
] as const

const tiles = {
  ink: 'bg-ink-100 text-ink-800',
  violet: 'bg-violet-50 text-violet-700',
  brand: 'bg-brand-50 text-brand-700',
} as const

export function Hero() {
  return (
    <PageHero
      id="plattform-titel"
      icon="i-lucide-layers"
      copy={plattformHero}
      reveal
      columns="lg:grid-cols-[1.7fr_1fr]"
      aside={
        <div className="relative" {...revealProps(1, true)}>
          <ol className="flex flex-col gap-3 rounded-4xl bg-white p-4 shadow-lift ring-1 ring-ink-200 sm:p-6">
            {pipeline.map((step) => (
              <li key={step.title} className="flex items-center gap-4 rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200">
                <span
                  className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl text-2xl ${tiles[step.tone]}`}
                >
                  <span className={step.icon} aria-hidden="true" />
                </span>
                <TextStack top={step.title} bottom={step.meta} look="row" fill />
                <span className="i-lucide-circle-check mr-1 text-xl text-mint-700" aria-hidden="true" />
              </li>
            ))}
            <li className="flex items-center justify-between gap-4 rounded-2xl bg-gradient-ink p-4 text-white">
              <span className="flex flex-col">
                <span className="text-sm text-ink-100">Bester Match-Score</span>
                <span className="text-2xl font-extrabold">{formatScore(heroBestScore)}</span>
              </span>
              <span className="badge-fundraising">Direkter Deal</span>
            </li>
          </ol>
        </div>
      }
    >
      <Actions>
        <ButtonLink href="#early-access" icon="i-lucide-arrow-down">
          {plattformHero.primary[useTimeline().launch]}
        </ButtonLink>
        <ButtonLink href="#about" variant="secondary">
          {plattformHero.secondary}
        </ButtonLink>
      </Actions>
      <CheckRow
        items={plattformHero.trust}
        className="flex flex-wrap gap-2"
        item="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200"
        icon="i-lucide-check text-brand-600"
      />
    </PageHero>
  )
}
