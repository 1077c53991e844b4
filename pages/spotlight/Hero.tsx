import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { PhaseTrack } from '../../components/spotlight/PhaseTrack'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { applicationsOpen, spotlightLive } from '../../data/timeline'
import { spotlightCta, spotlightHero, spotlightHeroFacts, spotlightHeroOver, spotlightStatus } from './copy'

export function Hero() {
  const links = useLinks()
  const time = useTimeline()
  const stage = time.spotlight
  const status = spotlightStatus[stage]
  const live = spotlightLive(time)
  const cta = spotlightCta(stage, links)
  // After the edition the page opens with its results.
  const hero = stage === 'over' ? { ...spotlightHero, ...spotlightHeroOver } : spotlightHero
  return (
    <PageHero
      id="hero-titel"
      icon="i-lucide-sparkles"
      copy={hero}
      leadClassName="max-w-xl"
      reveal
      columns="lg:grid-cols-[1.15fr_0.85fr]"
      spacing="gap-12 py-12 sm:py-16 lg:gap-16 lg:py-20"
      aside={
        <div className="relative">
          <div
            className="absolute inset-x-6 top-10 bottom-10 -z-0 rounded-[3rem] bg-gradient-brand opacity-20 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative">
            <DemoCardBlock when="interaction" lead="glanzregal" />
          </div>
        </div>
      }
    >
      {/* The actions right under the lead, the phase and its countdown after them: at 1280×800 the buttons stood
          under the countdown card, past the first screen (round 18). */}
      <Actions>
        <ButtonLink href={cta.href} external icon="i-lucide-arrow-up-right">
          {cta.label}
        </ButtonLink>
        <ButtonLink href={status.secondary.href} variant="secondary">
          {status.secondary.label}
        </ButtonLink>
      </Actions>
      {applicationsOpen(time) ? (
        <p className="-mt-2 flex items-center gap-2 text-sm font-medium text-ink-600">
          <span className="i-lucide-check text-brand-600" aria-hidden="true" />
          {hero.note}
        </p>
      ) : null}
      {/* Where the edition stands: its three steps in a line, then what the running one counts down to. */}
      <div
        className="flex w-full flex-col gap-4 rounded-3xl bg-white/80 p-4 shadow-soft ring-1 ring-ink-200 sm:w-fit sm:p-5"
        data-phase={stage}
      >
        <PhaseTrack stage={stage} live={live} />
        <p className="text-sm font-semibold text-ink-800" data-phase-heading>
          {status.heading}
        </p>
        {status.countdown ? (
          <CountdownBlock
            target={status.countdown.target}
            label={status.countdown.label}
            endedText={status.countdown.ended}
          />
        ) : null}
        {status.text ? <p className="max-w-md text-sm leading-relaxed text-ink-700">{status.text}</p> : null}
      </div>
      <dl className="grid w-full grid-cols-[repeat(3,auto)] justify-between gap-x-4 gap-y-3 border-t border-ink-100 pt-6 sm:max-w-lg">
        {spotlightHeroFacts(stage).map((fact) => (
          <KeyFigure key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </dl>
    </PageHero>
  )
}
