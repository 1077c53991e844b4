import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { PhaseTrack } from '../../components/spotlight/PhaseTrack'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { applicationsOpen, spotlightLive } from '../../data/timeline'
import { spotlightApplicants, spotlightCta, spotlightHero, spotlightHeroOver, spotlightStatus } from './copy'
import { FinalSeats } from './FinalSeats'

export function Hero() {
  const links = useLinks()
  const time = useTimeline()
  const stage = time.spotlight
  const status = spotlightStatus[stage]
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
      spacing="gap-8 py-10 sm:py-14 lg:gap-x-16 lg:gap-y-12 lg:py-16"
      aside={
        // The demo phone is the platform the pitch lands on (spec): on phones too (session 30 review: a phone visitor
        // saw none), there 17.5 rem wide and centred, after the status module (session 31 review: the jury began
        // only after 2.3 screens); from 1024 px beside the text, the module under both.
        <div className="relative order-2 mx-auto w-full max-w-[17.5rem] sm:max-w-none lg:order-none">
          <div
            className="absolute inset-x-6 top-10 bottom-10 -z-0 rounded-[3rem] bg-gradient-brand opacity-20 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative xl:pl-[5.75rem]">
            <DemoCardBlock when="interaction" lead="glanzregal" />
          </div>
        </div>
      }
      band={<StatusBand />}
    >
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
    </PageHero>
  )
}

/**
 * The steps' three equal columns from 640 px; on a phone the first step takes the width its name needs. The figures
 * under them have a grid of their own (below): on a phone rows, each figure before its label on one baseline.
 */
const statusColumns = 'sm:grid-cols-3 sm:gap-x-8'

/**
 * The applicants and the final's seats in one row across the track's width from 640 px, each figure before its label
 * on one baseline, the seats' slots under the second.
 */
const factColumns = 'sm:grid-cols-2 sm:gap-x-8'

/**
 * Where the edition stands, as the hero's one status module (session 31 review: a floating card of the final beside
 * a second card with track, figures and countdown repeated the same facts): what the running step counts down to
 * (the spec's hero countdown), the three steps, the applicants and the final's seats. On a phone directly under the
 * buttons, heading and countdown first, the demo phone after it; from 1024 px one band under text and phone, the
 * track and figures left, the countdown right.
 */
function StatusBand() {
  const time = useTimeline()
  const stage = time.spotlight
  const status = spotlightStatus[stage]
  const applicants = spotlightApplicants(stage)
  return (
    <div
      className="order-1 grid gap-6 rounded-3xl bg-white/85 p-5 shadow-soft ring-1 ring-ink-200 sm:p-8 lg:order-none lg:col-span-2 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
      data-phase={stage}
      data-status-band
    >
      <div className="flex flex-col gap-3 lg:order-last lg:border-l lg:border-ink-100 lg:pl-10" data-status-now>
        <p className="flex items-center gap-2 text-sm font-semibold leading-snug text-ink-800" data-phase-heading>
          {stage === 'final' ? <span className="live-dot shrink-0" aria-hidden="true" /> : null}
          {status.heading}
        </p>
        {status.countdown ? (
          // Flush left under the heading, as the track and the figures (review 7.4: the heading left, the date centred).
          <CountdownBlock
            align="start"
            labels="fit"
            target={status.countdown.target}
            label={status.countdown.label}
            endedText={status.countdown.ended}
          />
        ) : null}
        {status.text ? <p className="text-sm leading-relaxed text-ink-700">{status.text}</p> : null}
      </div>
      <div className="flex flex-col gap-6 border-t border-ink-100 pt-5 lg:border-t-0 lg:pt-0" data-status-grid>
        {/* On a phone the first step takes the width its name needs, so „Pitch & Voting“ stays on one line and its
            date on the others' baseline (review 7.4: it wrapped in a third of 310 px). */}
        <PhaseTrack
          stage={stage}
          live={spotlightLive(time)}
          columns={`grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] gap-x-4 ${statusColumns}`}
        />
        <dl className={`grid items-start gap-y-4 border-t border-ink-100 pt-5 ${factColumns}`} data-status-facts>
          <KeyFigure
            label={applicants.label}
            value={applicants.value}
            // Balanced labels: „B2B-Startups bewerben sich“ breaks in two even lines, not before „sich“ alone.
            className={`${figureGrid} [&>dt]:text-balance`}
          />
          <FinalSeats className={figureGrid} />
        </dl>
      </div>
    </div>
  )
}

/** A figure before its label on one baseline: on a phone the figures in one 4.5 rem column. */
const figureGrid =
  'grid min-w-0 grid-cols-[4.5rem_minmax(0,1fr)] items-baseline gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)]'
