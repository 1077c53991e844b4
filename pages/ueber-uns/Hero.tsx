import type { ReactNode } from 'react'
import { TeamFaces } from '../../components/media/TeamFaces'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { signUpTarget } from '../../data/links'
import { type StepStatus, stepStatusIn } from '../../data/timeline'
import { aboutHero, aboutJourney } from './copy'

export function Hero() {
  const links = useLinks()
  const time = useTimeline()
  return (
    <PageHero
      id="ueber-uns-titel"
      // The page's name in the one label style of its sections (session 32 fix round: „Über uns“ in normal case with
      // an icon above every other label in slate capitals).
      copy={{ ...aboutHero, eyebrow: undefined }}
      mark={<p className="eyebrow">{aboutHero.eyebrow}</p>}
      columns="lg:grid-cols-[1.25fr_1fr]"
      titleClassName="text-balance"
      // On phones the lead fills its lines (session 32 review: evened out, „bei uns“ ended a line ~60 px early).
      leadClassName="max-w-2xl max-sm:![text-wrap:wrap]"
      aside={<Journey />}
    >
      {/* The page's one filled button is the sign-up (round 21: it jumped to the team, the next section). */}
      <Actions>
        <ButtonLink {...signUpTarget(links, time.launch)} icon="i-lucide-arrow-right">
          {aboutHero.primary[time.launch]}
        </ButtonLink>
        <ButtonLink href="/plattform" variant="secondary">
          So funktioniert die Plattform
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}

/**
 * The company's way as a short timeline: founded (with the three founders' faces), the first Spotlight edition and
 * the launch, each marked done, running or ahead for the visitor's day.
 */
function Journey() {
  const time = useTimeline()
  const { founding, spotlight, launch } = aboutJourney
  const spotlightStatus = stepStatusIn(time.spotlight, ['kickstart', 'voting', 'jury', 'final'])
  const launchStatus: StepStatus = time.launch === 'launched' ? 'done' : 'next'
  const voting = time.spotlight === 'voting'
  return (
    <div className="rounded-4xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8">
      <p id="unser-weg" className="text-sm font-semibold uppercase tracking-wider text-brand-200">
        {aboutJourney.label}
      </p>
      <ol aria-labelledby="unser-weg" className="mt-5 flex flex-col">
        <Milestone status="done" date={founding.date} title={founding.title} text={founding.text}>
          {/* The names beside the faces on every width (session 31 review: at 390 they wrapped under them), in two
              lines there if need be. */}
          <span className="mt-3 flex items-center gap-3">
            <TeamFaces size={40} ring="ring-2 ring-ink-900" loading="eager" />
            <span className="min-w-0 text-sm leading-snug text-ink-100">{founding.team}</span>
          </span>
        </Milestone>
        <Milestone
          status={spotlightStatus}
          date={spotlight.date}
          title={spotlight.title}
          text={spotlight.text[spotlightStatus]}
        >
          {/* The title plain and one link under the text (session 30 fix round: the title underlined as a link right
              above a second link): to the vote while it runs, to the event's page the rest of the time. */}
          <a
            href={voting ? spotlight.vote.href : spotlight.href}
            className="mt-1 inline-flex min-h-6 items-center gap-1.5 self-start text-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
          >
            {voting ? spotlight.vote.label : spotlight.more}
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </a>
        </Milestone>
        <Milestone status={launchStatus} date={launch.date} title={launch.title} text={launch.text[time.launch]} last />
      </ol>
    </div>
  )
}

const marker: Record<StepStatus, string> = {
  done: 'bg-white/15 text-white',
  current: 'bg-gradient-brand text-white',
  next: 'border-2 border-white/30 text-transparent',
}

function Milestone(props: {
  status: StepStatus
  date: string
  title: ReactNode
  text: string
  last?: boolean
  children?: ReactNode
}) {
  const { status, last } = props
  return (
    <li
      data-step-status={status}
      aria-current={status === 'current' ? 'step' : undefined}
      className="relative grid grid-cols-[2rem_1fr] gap-4"
    >
      {last ? null : (
        <span aria-hidden="true" className="absolute bottom-0 left-4 top-9 w-px -translate-x-1/2 bg-white/15" />
      )}
      <span
        aria-hidden="true"
        className={`relative flex h-8 w-8 items-center justify-center rounded-full text-sm ${marker[status]}`}
      >
        {status === 'done' ? <span className="i-lucide-check" /> : null}
        {status === 'current' ? <span className="h-2 w-2 rounded-full bg-white" /> : null}
      </span>
      <span className={`flex flex-col gap-1 ${last ? '' : 'pb-6'}`}>
        {/* The running step says so in words beside its date (a dot alone did not, review 5 Nov). */}
        <span className="flex flex-wrap items-center gap-2 text-xs font-semibold tabular-nums text-brand-200">
          {props.date}
          {status === 'current' ? (
            <span data-running className="rounded-full bg-mint-200 px-2 py-0.5 font-bold text-ink-900">
              <span className="sr-only">, </span>
              {aboutJourney.running}
            </span>
          ) : (
            <span className="sr-only">, {aboutJourney.status[status]}</span>
          )}
        </span>
        <span className="font-semibold leading-snug text-white">{props.title}</span>
        <span className="text-sm leading-relaxed text-ink-100">{props.text}</span>
        {props.children}
      </span>
    </li>
  )
}
