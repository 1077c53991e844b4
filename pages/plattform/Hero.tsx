import { PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckRow } from '../../components/ui/CheckList'
import { LazyImage } from '../../components/ui/LazyImage'
import { revealProps } from '../../components/ui/reveal-style'
import { TextStack } from '../../components/ui/TextStack'
import { angels } from '../../data/angels'
import { firstStartup } from '../../data/startups'
import { heroMatch, plattformHero } from './copy'

/** The hero's matched angels with their names and faces (step 4 shows the first of them too). */
export const firstAngels = heroMatch.angels.map((match) => {
  const angel = angels.find((candidate) => candidate.id === match.id)
  if (!angel?.revealed) throw new Error(`pages/plattform/copy.ts: no revealed angel "${match.id}" in data/angels.ts`)
  return { ...match, name: angel.name, image: angel.image }
})

/**
 * The product in the hero: a pitch and the angels the matching puts first for it (round 23: an abstract checklist
 * stood here).
 */
function MatchPreview() {
  return (
    <figure className="flex flex-col gap-5 rounded-4xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6 xl:gap-6 xl:px-7 xl:py-8">
      <div className="flex items-center gap-4">
        <PosterFace startup={firstStartup} width={104} />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="eyebrow">{heroMatch.pitchLabel}</span>
          <span className="text-xl font-bold text-ink-900 xl:text-2xl">{firstStartup.name}</span>
          <span className="text-sm text-ink-600">
            {`${firstStartup.category} · ${firstStartup.stage} · ${firstStartup.location}`}
          </span>
        </span>
      </div>
      <div className="flex flex-col gap-3">
        <p className="eyebrow flex items-center gap-2">
          <span className="i-lucide-sparkles text-base" aria-hidden="true" />
          {heroMatch.matchesLabel}
        </p>
        <ol className="flex flex-col divide-y divide-ink-100 border-y border-ink-100">
          {firstAngels.map((match) => (
            <li key={match.id} className="flex items-center gap-3 py-3" data-hero-match={match.id}>
              <LazyImage
                src={match.image}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-full bg-ink-100"
              />
              <TextStack top={match.name} bottom={match.focus} look="row" truncate="both" fill />
              <ScorePill score={match.score} />
            </li>
          ))}
        </ol>
      </div>
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-800">
        <span className="i-lucide-sliders-horizontal text-lg text-ink-500" aria-hidden="true" />
        {heroMatch.deal}
      </p>
    </figure>
  )
}

export function Hero() {
  return (
    <PageHero
      id="plattform-titel"
      icon="i-lucide-layers"
      copy={plattformHero}
      reveal
      // The h1 at the site's display size (review 31: forced to 31/48/56 px it barely outranked the 48 px section
      // headings), in balanced lines of a phrase each: „Vom 60‑Sekunden‑Pitch / zum passenden Angel“ at 1280 px in a
      // column wide enough for the first phrase. On phones 34 px, two points under the display size, so that
      // „zum passenden Angel“ holds one line (at 36 px „zum“ stood alone: review 29).
      columns="lg:grid-cols-[1.8fr_1fr]"
      titleClassName="max-sm:!text-[2.125rem] [text-wrap:balance]"
      // The next section follows the taller card, not the chips with 200 px of air under them (review 29).
      spacing="gap-12 pb-12 pt-12 sm:pb-16 sm:pt-20 lg:pb-12 xl:gap-x-10"
      aside={
        <div className="relative" {...revealProps(1, true)}>
          <MatchPreview />
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
        // On a phone a plain column of ticks (review 30: three chips of three widths stacked unevenly), chips from 640 px.
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
        item="inline-flex items-center gap-1.5 text-sm font-medium text-ink-700 sm:rounded-full sm:bg-white sm:px-3 sm:py-1.5 sm:ring-1 sm:ring-ink-200"
        icon="i-lucide-check text-ink-700"
      />
    </PageHero>
  )
}
