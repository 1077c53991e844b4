import { useTimeline } from '../../components/PageContext'
import { HeroText } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { BackLink } from '../../components/ui/BackLink'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconLabel } from '../../components/ui/IconHeading'
import { IconTile } from '../../components/ui/IconTile'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { shareOfLeader, votesLabel } from '../../components/voting/votes'
import { applicationsOpen, type SpotlightStage, stepStatusIn, votingOpen } from '../../data/timeline'
import { type VotingPhase, type VotingStartup, votingPhase } from '../../data/voting'
import { applyHref } from '../../data/voting-grid-copy'
import type { Ranked } from '../../lib/ranking'
import { kickstart, ranking, votingHero, votingStandings, votingTicket } from './copy'

/** Back link, headline with the voting phases, the wildcard ticket and the kickstart banner. */
export function Hero({ ranked }: { ranked: readonly Ranked<VotingStartup>[] }) {
  const time = useTimeline()
  // The kickstart (shares earn bonus votes) ends when the voting starts.
  const kickstartRunning = time.spotlight === 'upcoming' || time.spotlight === 'kickstart'
  // Once the vote has closed the hero says so; after the final it names the wildcard.
  const phase = votingPhase(time.spotlight)
  const title = votingHero.title[phase]
  return (
    <Section
      tone="hero"
      labelledBy="voting-titel"
      spacing="pb-16 pt-8 sm:pb-24 sm:pt-12"
      className="overflow-hidden"
      contentClassName="flex flex-col gap-12 sm:gap-16"
    >
      <div className="grid items-center gap-12 lg:grid-cols-[1.35fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <BackLink {...votingHero.back} />
          <HeroText
            id="voting-titel"
            badge={{ icon: 'i-lucide-heart', text: votingHero.eyebrow }}
            title={
              <>
                {title[0]}
                <span className="text-gradient-brand">{title[1]}</span>
                {title[2]}
              </>
            }
            lead={votingHero.lead[phase]}
            leadClassName="max-w-xl"
          />
          <PhaseRow stage={time.spotlight} />
          <Actions>
            <ButtonLink href={`#${ranking.id}`} icon="i-lucide-arrow-down">
              {votingOpen(time) ? votingHero.vote : votingHero.ranking[phase]}
            </ButtonLink>
            {applicationsOpen(time) ? (
              <ButtonLink href={applyHref} variant="secondary">
                {votingHero.apply}
              </ButtonLink>
            ) : null}
          </Actions>
        </div>
        {/* Once votes count, the standings; before, the wildcard as a ticket. */}
        {votingOpen(time) || phase !== 'ahead' ? <Standings ranked={ranked} phase={phase} /> : <WildcardTicket />}
      </div>
      {kickstartRunning ? <KickstartBanner /> : null}
    </Section>
  )
}

/**
 * Kickstart, voting and final: on phones as a vertical stepper, one line each (round 26: the dates broke inside the
 * three narrow chips), side by side from 640 px. The one running now is marked, the past ones ticked.
 */
function PhaseRow({ stage }: { stage: SpotlightStage }) {
  return (
    <ol className="grid w-full max-w-xl gap-2 sm:grid-cols-3 sm:gap-3" aria-label="Phasen des Wildcard-Votings">
      {votingHero.facts.map((fact) => {
        const status = stepStatusIn(stage, fact.stages)
        return (
          <li
            key={fact.label}
            aria-current={status === 'current' ? 'step' : undefined}
            data-phase-status={status}
            className={`flex items-center gap-3 rounded-2xl bg-white px-4 py-2.5 sm:flex-col sm:items-start sm:gap-1 sm:p-4 ${status === 'current' ? 'shadow-soft ring-2 ring-brand-500' : 'ring-1 ring-ink-200'}`}
          >
            <span className="flex w-24 shrink-0 items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-ink-600 sm:w-auto">
              <span
                className={`${status === 'done' ? 'i-lucide-circle-check text-ink-500' : `${fact.icon} text-brand-700`} text-sm`}
                aria-hidden="true"
              />
              <span className="truncate">{fact.label}</span>
            </span>
            <span className="flex-1 whitespace-nowrap text-sm font-bold text-ink-900 sm:text-base">{fact.value}</span>
            <span className={`text-xs font-semibold ${status === 'current' ? 'text-brand-700' : 'text-ink-600'}`}>
              {votingHero.factStatus[status]}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * The top three as the page was rendered (the live counts of +data.ts, shared for 2 s; the published result after
 * the final), each with a bar against the leader's votes, the total and when counting stops. From 1024 px: on
 * phones the ranking follows the hero at once.
 */
function Standings({ ranked, phase }: { ranked: readonly Ranked<VotingStartup>[]; phase: VotingPhase }) {
  const top = ranked.slice(0, 3)
  const most = top[0]?.votes ?? 0
  const total = ranked.reduce((sum, entry) => sum + entry.votes, 0)
  return (
    <aside
      className="relative mx-auto hidden w-full max-w-md lg:block"
      aria-labelledby="stand-titel"
      data-standings={phase}
    >
      <div className="absolute -inset-10 rounded-full bg-gradient-brand opacity-15 blur-3xl" aria-hidden="true" />
      <div className="relative flex flex-col gap-6 rounded-4xl bg-ink-900 p-7 text-white shadow-lift">
        <div className="flex items-center justify-between gap-4">
          <h2 id="stand-titel" className="flex items-center gap-2 text-sm font-bold uppercase tracking-widest">
            {phase === 'ahead' ? (
              // A still dot: motion that never ends is not allowed (WCAG 2.2.2).
              <span className="h-2.5 w-2.5 rounded-full bg-mint-500 ring-4 ring-mint-500/25" aria-hidden="true" />
            ) : (
              <span className="i-lucide-trophy text-base text-brand-200" aria-hidden="true" />
            )}
            {votingStandings.title[phase]}
          </h2>
          <p className="text-sm tabular-nums text-ink-200">{votingStandings.total(total)}</p>
        </div>
        <ol className="flex flex-col gap-4" aria-label={votingStandings.label}>
          {top.map(({ startup, votes, place }) => (
            <li key={startup.id} className="flex items-center gap-4" data-standing={startup.id}>
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ${place === 1 ? 'bg-white text-ink-900' : 'bg-white/10'}`}
              >
                <span className="sr-only">Platz </span>
                {place}
              </span>
              <LazyImage
                src={startup.image}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-xl bg-white"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="truncate font-semibold">{startup.name}</span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums text-ink-100">{votesLabel(votes)}</span>
                </span>
                <span className="h-1.5 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${place === 1 ? 'bg-white' : 'bg-white/50'}`}
                    style={{ width: shareOfLeader(votes, most) }}
                  />
                </span>
              </span>
            </li>
          ))}
        </ol>
        <div className="flex items-center justify-between gap-4 border-t border-white/15 pt-5 text-sm">
          <p className="text-ink-100">{votingStandings.note[phase]}</p>
          <a
            href={`#${ranking.id}`}
            className="inline-flex min-h-6 shrink-0 items-center gap-1 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
          >
            {votingStandings.link}
            <span className="i-lucide-arrow-down text-base" aria-hidden="true" />
          </a>
        </div>
      </div>
    </aside>
  )
}

/** Decorative: the wildcard as a ticket to the final. */
function WildcardTicket() {
  return (
    <div className="relative mx-auto hidden w-full max-w-sm lg:block" aria-hidden="true">
      <div className="absolute -inset-10 rounded-full bg-gradient-brand opacity-15 blur-3xl" />
      <div className="relative rotate-3 rounded-4xl bg-ink-900 p-2 shadow-lift">
        <div className="flex flex-col gap-6 rounded-[1.6rem] bg-gradient-brand p-8 text-white">
          <div className="flex items-center justify-between">
            <span className="text-sm font-semibold uppercase tracking-widest">{votingTicket.event}</span>
            <span className="i-lucide-sparkles text-2xl" />
          </div>
          <div>
            <p className="text-5xl font-extrabold tracking-tight">{votingTicket.title}</p>
            <p className="mt-2 text-lg font-semibold">{votingTicket.place}</p>
          </div>
          <div className="flex items-end justify-between border-t border-dashed border-white/50 pt-5">
            <TextStack top={votingTicket.finalLabel} bottom={votingTicket.final} look="ticket" />
            <span className="i-lucide-heart text-4xl" />
          </div>
        </div>
      </div>
    </div>
  )
}

function KickstartBanner() {
  return (
    <aside
      aria-labelledby="kickstart-titel"
      className="relative overflow-hidden rounded-4xl bg-gradient-brand px-6 py-8 text-white shadow-brand sm:px-10 sm:py-10"
    >
      <div
        className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10 sm:-right-10 sm:-top-24 sm:h-72 sm:w-72"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:gap-6">
          <IconTile icon="i-lucide-megaphone" className="h-14 w-14 rounded-2xl bg-white/15 text-3xl" />
          <div className="flex max-w-2xl flex-col gap-2">
            <p className="text-sm font-semibold uppercase tracking-wider">{kickstart.badge}</p>
            <h2 id="kickstart-titel" className="text-2xl font-bold leading-tight sm:text-3xl">
              {kickstart.title}
            </h2>
            <p className="text-base leading-relaxed">{kickstart.text}</p>
            <IconLabel as="p" icon="i-lucide-clock" inline>
              {kickstart.deadline}
            </IconLabel>
          </div>
        </div>
        <ButtonLink href={kickstart.href} variant="light" icon="i-lucide-image-plus" className="shrink-0">
          {kickstart.button}
        </ButtonLink>
      </div>
    </aside>
  )
}
