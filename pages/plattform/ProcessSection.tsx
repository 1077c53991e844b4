import type { ReactNode } from 'react'
import { badgeClass } from '../../components/demo-card/badge'
import { PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
import { PitchRecording } from '../../components/sections/ProductSteps'
import { LazyImage } from '../../components/ui/LazyImage'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { firstStartup } from '../../data/startups'
import { process } from './copy'

const snippet = 'flex w-full max-w-xs rounded-2xl bg-white p-3 shadow-soft ring-1 ring-ink-200'

/** The mock-ups' small print: names and titles at 14 px, meta and tags at 13 px, nothing smaller (review 7.3). */
const meta = 'text-[0.8125rem] text-ink-600'
const tag = 'chip !px-2 !py-0.5 !text-[0.8125rem]'

/** Step 3: the sample pitch's founders, as the analysis reads them – faces, names, roles and what it weighs. */
function TeamSnippet() {
  return (
    <div className={`${snippet} flex-col gap-2.5`}>
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-bold text-ink-900">{process.team.title}</span>
        <span className={`${meta} font-semibold`}>{firstStartup.name}</span>
      </span>
      {firstStartup.teamMembers.map((member) => (
        <span key={member.name} className="flex items-center gap-2.5">
          <LazyImage src={member.image} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-full" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold text-ink-900">{member.name}</span>
            <span className={`truncate ${meta}`} lang="en">
              {member.role}
            </span>
          </span>
        </span>
      ))}
      <span className="flex flex-wrap items-center gap-1 border-t border-ink-100 pt-2.5">
        <span className="i-lucide-sparkles mr-1 text-base text-ink-500" />
        {process.team.looks.map((look) => (
          <span key={look} className={tag}>
            {look}
          </span>
        ))}
      </span>
    </div>
  )
}

/** Step 5: the sample pitch as a row of an angel's feed – poster, name, badge, match score, likes. */
function FeedSnippet() {
  const startup = firstStartup
  return (
    <div className={`${snippet} flex-col gap-2.5`}>
      <span className="text-sm font-bold text-ink-900">{process.feed.title}</span>
      <span className="flex items-center gap-3">
        <PosterFace startup={startup} width={64} className="rounded-xl" />
        <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <span className="truncate text-sm font-semibold text-ink-900">{startup.name}</span>
          <span className={`truncate ${meta}`}>{`${startup.location} · ${startup.stage}`}</span>
          {/* The demo card's badge (colours as the spec draws them) at the 13 px floor of the page's small print. */}
          <span className={`${badgeClass(startup.headerBadge.text)} px-2 py-0.5 text-[0.8125rem]`} lang="en">
            {startup.headerBadge.text}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-2">
          <ScorePill score={startup.matchingScore} />
          <span className="flex items-center gap-1 text-[0.8125rem] font-semibold text-ink-700">
            <span className="i-lucide-heart text-sm text-brand-700" />
            {startup.likes}
          </span>
        </span>
      </span>
    </div>
  )
}

/** The product beside three of the six steps (decorative: each step's text says what it shows). */
const visuals: Record<number, ReactNode> = {
  0: <PitchRecording />,
  2: <TeamSnippet />,
  4: <FeedSnippet />,
}

/**
 * The six steps as a timeline in two phases (numbers on a connecting line), side by side from 1024 px, with a small
 * view of the product under the steps that have one. From 1024 px the two phases share one grid, row by row (step 1
 * beside 4, 2 beside 5, 3 beside 6; the phases' wrappers and lists `display: contents`), so the product views of
 * steps 1, 3 and 5 stand in alternate rows and both columns end together (review 29: the first phase carries two
 * views, the second one, and its column ended 400 px before the first).
 */
export function ProcessSection() {
  // The grid's four rows: a phase's label and its three steps.
  if (process.phases.some((phase) => phase.steps !== 3)) throw new Error('pages/plattform: a phase of three steps')
  let first = 0
  const phases = process.phases.map((phase) => {
    const start = first
    first += phase.steps
    return { ...phase, start, steps: process.steps.slice(start, first) }
  })
  return (
    <Section id="prozess" copy={process}>
      <div
        className="grid gap-12 lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-[repeat(4,auto)] lg:gap-x-16 lg:gap-y-0"
        data-process-phases
      >
        {phases.map((phase) => (
          // `min-w-0`: the mock-ups' one-line names and badge shrink with the column (at 13 px they pushed it 2 px past
          // the phone's margin in two of three route sweeps).
          <div key={phase.label} className="flex min-w-0 flex-col gap-6 lg:contents">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-ink-200 pb-4 lg:mb-6">
              <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold tabular-nums text-ink-700">
                {phase.label}
              </span>
              <span className="text-xl font-bold text-ink-900">{phase.title}</span>
            </p>
            <NumberedList
              items={phase.steps.map((step, index) => {
                const visual = visuals[phase.start + index]
                return visual ? { ...step, visual: <div aria-hidden="true">{visual}</div> } : step
              })}
              start={phase.start + 1}
              look="line"
              className="flex flex-col lg:contents"
              // The line from each number down to the next, none under the last (a line on the list ran on past it,
              // beside the last step's product view).
              item="relative flex gap-5 pb-8 last:pb-0 before:absolute before:bottom-0 before:left-5 before:top-10 before:w-px before:bg-ink-200 before:content-[''] last:before:hidden"
              ring="ring-white"
              badgeText="text-base"
              body="min-w-0 gap-1.5 pt-1.5"
              reveal
            />
          </div>
        ))}
      </div>
    </Section>
  )
}
