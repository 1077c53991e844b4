import type { ReactNode } from 'react'
import { badgeClass, firstTractionPart } from '../../components/demo-card/badge'
import { PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
import { PitchRecording } from '../../components/sections/ProductSteps'
import { LazyImage } from '../../components/ui/LazyImage'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { firstStartup } from '../../data/startups'
import { process } from './copy'
import { firstAngels } from './Hero'

/** One white bordered card per view, no grey panel around it (review 31: two borders, a card in a panel). */
const snippet = 'flex w-full max-w-xs flex-col gap-2.5 rounded-2xl bg-white p-3 shadow-soft ring-1 ring-ink-200 sm:p-4'

/** The mock-ups' small print: names and titles at 14 px, meta at 13 px, nothing smaller (review 7.3). */
const meta = 'text-[0.8125rem] text-ink-600'

/** A mock-up's heading line: its title, and the sample pitch's name or a note on the right. */
function SnippetHead({ title, note }: { title: string; note: string }) {
  return (
    <span className="flex items-center justify-between gap-2">
      <span className="text-sm font-bold text-ink-900">{title}</span>
      <span className={`${meta} font-semibold`}>{note}</span>
    </span>
  )
}

/** Step 2: what the interview added to the sample pitch's profile – its figures, its market, its model. */
function InterviewSnippet() {
  const { traction, marketSize, businessModel } = firstStartup
  const answers = [firstTractionPart(traction), marketSize.split(',')[0], businessModel.split(':')[0]]
  return (
    <div className={snippet}>
      <SnippetHead title={process.interview.title} note={firstStartup.name} />
      <span className="flex flex-col divide-y divide-ink-100 border-t border-ink-100" data-interview-answers>
        {process.interview.topics.map((topic, index) => (
          <span key={topic.label} className="flex items-start gap-2.5 py-2 last:pb-0">
            <span className={`${topic.icon} mt-0.5 shrink-0 text-base text-ink-500`} />
            <span className="flex min-w-0 flex-col">
              <span className={meta}>{topic.label}</span>
              <span className="text-sm font-semibold text-ink-900">{answers[index]}</span>
            </span>
          </span>
        ))}
      </span>
    </div>
  )
}

/**
 * Step 3: the analysis' result for the sample pitch's founders (review 31: only three tags stood here): the team's
 * fit as a score, and one finding on each founder, with face and name.
 */
function TeamSnippet() {
  const members = firstStartup.teamMembers
  return (
    <div className={snippet}>
      <SnippetHead title={process.team.title} note={firstStartup.name} />
      <span className="flex items-center gap-3 border-t border-ink-100 pt-2.5" data-team-fit>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-bold text-ink-900">{process.team.result}</span>
          <span className={meta}>{process.team.summary}</span>
        </span>
        {/* The hero's score pill, whole (fix review 31: the demo card's chip, squeezed to the 13 px floor by a
            wrapper, lost its box to two grey slivers above and below its lines). */}
        <ScorePill score={firstStartup.matchingScore} />
      </span>
      <span className="flex flex-col gap-2.5 rounded-xl bg-ink-50 px-3 py-2.5" data-team-findings>
        {process.team.findings.map((finding, index) => {
          const member = members[index]
          return member ? (
            <span key={finding.label} className="flex items-start gap-2.5">
              <LazyImage src={member.image} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-full" />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-ink-900">{`${finding.label}: ${member.name}`}</span>
                <span className={meta}>{finding.text}</span>
              </span>
            </span>
          ) : null
        })}
      </span>
    </div>
  )
}

/**
 * Step 4, the core: one match taken apart (review 30c: the hero's list of three angels stood here again): the first
 * angel the matching puts first for the sample pitch, her score, and the three criteria it weighed, each ticked off
 * with what of the pitch it matched (its sector, its phase, its smallest ticket: the pitch's own data, no new figures).
 */
function MatchSnippet() {
  const angel = firstAngels[0]
  const { category, stage, minInvestment } = firstStartup
  const values = [category, stage, `ab ${minInvestment}`]
  return (
    <div className={snippet}>
      <SnippetHead title={process.matches.title} note={firstStartup.name} />
      {angel ? (
        <span className="flex items-center gap-2.5 border-t border-ink-100 pt-2.5">
          <LazyImage
            src={angel.image}
            alt=""
            width={32}
            height={32}
            className="h-8 w-8 shrink-0 rounded-full bg-ink-100"
          />
          <TextStack top={angel.name} bottom={angel.focus} look="compact" truncate="both" fill />
          <ScorePill score={angel.score} />
        </span>
      ) : null}
      <span className="flex flex-col gap-1.5 rounded-xl bg-ink-50 px-3 py-2" data-match-breakdown>
        {process.matches.criteria.map((criterion, index) => (
          <span key={criterion} className="flex items-center gap-2.5">
            <span className="i-lucide-circle-check text-base text-mint-700" />
            <span className="w-16 shrink-0 text-sm font-semibold text-ink-900">{criterion}</span>
            <span className={`min-w-0 flex-1 truncate ${meta}`}>{values[index]}</span>
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
    <div className={snippet}>
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

/** Step 6: the first matched angel and the sample pitch's team in direct contact, and where they stand: a status. */
function DealSnippet() {
  const angel = firstAngels[0]
  const founder = firstStartup.teamMembers[0]
  return (
    <div className={snippet}>
      <span className="flex items-center gap-2.5">
        <span className="flex shrink-0">
          {angel ? (
            <LazyImage src={angel.image} alt="" width={32} height={32} className="h-8 w-8 rounded-full bg-ink-100" />
          ) : null}
          {founder ? (
            <LazyImage
              src={founder.image}
              alt=""
              width={32}
              height={32}
              className="-ml-2 h-8 w-8 rounded-full ring-2 ring-white"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-bold text-ink-900">{process.deal.title}</span>
          <span className={`truncate ${meta}`}>{`${angel?.name ?? ''} · ${firstStartup.name}`}</span>
        </span>
      </span>
      <span className="flex flex-col items-start gap-1.5 rounded-xl bg-ink-50 px-3 py-2.5" data-deal-status>
        <span className={meta}>{process.deal.statusLabel}</span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-mint-100 px-2.5 py-1 text-sm font-semibold text-mint-800">
          <span className="i-lucide-calendar-check text-base" />
          {process.deal.status}
        </span>
        <span className={meta}>{process.deal.next}</span>
      </span>
    </div>
  )
}

/** The product beside each of the six steps (decorative: each step's text says what it shows). */
const visuals: ReactNode[] = [
  <PitchRecording key="pitch" />,
  <InterviewSnippet key="interview" />,
  <TeamSnippet key="team" />,
  <MatchSnippet key="match" />,
  <FeedSnippet key="feed" />,
  <DealSnippet key="deal" />,
]

/**
 * The line behind the numbers (an `<ol>` may hold only `<li>`): on a phone down from one number to the next, from
 * 1024 px across from one number to the next in its row.
 */
const line =
  "before:absolute before:left-5 before:w-px before:bg-ink-200 before:content-[''] lg:before:left-10 lg:before:-right-8 lg:before:top-5 lg:before:bottom-auto lg:before:h-px lg:before:w-auto lg:last:before:hidden"

/**
 * The six steps in two phases. On a phone one timeline (a number on one line from step 1 to 6, each step's text and
 * its product view under it, each phase's pill over the text column). From 1024 px each phase one header over three equal
 * columns (review 31: a timeline of six rows beside views of different heights stood 1,900 px tall, the phase labels
 * beside empty space): number, title, text and view each on one row across the three (a subgrid), the views as tall
 * as the tallest.
 */
export function ProcessSection() {
  if (visuals.length !== process.steps.length) throw new Error('pages/plattform: a product view per step')
  let first = 0
  const phases = process.phases.map((phase) => {
    const start = first
    first += phase.steps
    return { ...phase, start, steps: process.steps.slice(start, first) }
  })
  return (
    // Less air above than the page's other sections: it follows the problems it answers (review 30).
    <Section id="prozess" copy={process} spacing="pb-16 pt-12 sm:pb-24 sm:pt-16">
      <div className="flex flex-col lg:gap-16" data-process-timeline>
        {phases.map((phase, phaseIndex) => {
          const last = phaseIndex === phases.length - 1
          return (
            <div key={phase.label} className="flex min-w-0 flex-col">
              {/* The phase: on a phone its pill over the steps' text column, the line running on past it from the
                  phase before (fix review 31: a grey dot on the line beside the pill read as a stray bullet), from
                  1024 px the header of its three columns, its line across the numbers. */}
              <p
                className={`relative flex items-start gap-5 pb-8 lg:pb-6 lg:before:hidden ${line} ${phaseIndex === 0 ? 'before:hidden' : 'before:inset-y-0'}`}
                data-process-phase
              >
                <span className="w-10 shrink-0 lg:hidden" aria-hidden="true" />
                <span className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
                  <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold tabular-nums text-ink-700">
                    {phase.label}
                  </span>
                  <span className="text-xl font-bold text-ink-900">{phase.title}</span>
                </span>
              </p>
              <NumberedList
                items={phase.steps.map((step, index) => ({
                  ...step,
                  visual: (
                    // The view fills its column from 1024 px, one card at its own height, top-aligned (fix review
                    // 31: stretched to the row's tallest, step 1's card stood 65 % empty, step 5's half).
                    <div aria-hidden="true" className="flex items-start lg:[&>*]:!max-w-none" data-process-view>
                      {visuals[phase.start + index]}
                    </div>
                  ),
                }))}
                start={phase.start + 1}
                look="line"
                // From 1024 px three columns, each step spanning four shared rows: number, title, text, view.
                className="flex flex-col lg:grid lg:grid-cols-3 lg:gap-x-8 lg:gap-y-3"
                // The line runs on into the next phase's milestone; none under the very last step.
                item={`relative flex gap-5 pb-10 lg:row-span-4 lg:grid lg:gap-3 lg:[grid-template-rows:subgrid] lg:pb-0 ${line} before:bottom-0 before:top-10 ${last ? 'last:pb-0 last:before:hidden' : ''}`}
                ring="ring-white"
                badgeText="text-base"
                body="min-w-0 flex-1 gap-1.5 pt-1.5 lg:contents lg:[&>div]:mt-2"
                reveal
              />
            </div>
          )
        })}
      </div>
    </Section>
  )
}
