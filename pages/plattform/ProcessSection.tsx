import type { ReactNode } from 'react'
import { badgeClass } from '../../components/demo-card/badge'
import { PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
import { PitchRecording } from '../../components/sections/ProductSteps'
import { LazyImage } from '../../components/ui/LazyImage'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { firstStartup } from '../../data/startups'
import { process } from './copy'
import { firstAngels } from './Hero'

const snippet = 'flex w-full max-w-xs flex-col gap-2.5 rounded-2xl bg-white p-3 shadow-soft ring-1 ring-ink-200'

/** The mock-ups' small print: names and titles at 14 px, meta and tags at 13 px, nothing smaller (review 7.3). */
const meta = 'text-[0.8125rem] text-ink-600'
const tag = 'chip !px-2 !py-0.5 !text-[0.8125rem]'

/** A mock-up's heading line: its title, and the sample pitch's name or a note on the right. */
function SnippetHead({ title, note }: { title: string; note: string }) {
  return (
    <span className="flex items-center justify-between gap-2">
      <span className="text-sm font-bold text-ink-900">{title}</span>
      <span className={`${meta} font-semibold`}>{note}</span>
    </span>
  )
}

type Topic = { icon: string; label: string; done: boolean }

/** Three ruled rows, each an icon, a label and its state: ticked off, or the one under way. */
function TopicRows({ topics }: { topics: readonly Topic[] }) {
  return (
    <span className="flex flex-col divide-y divide-ink-100 border-t border-ink-100">
      {topics.map((topic) => (
        <span key={topic.label} className="flex items-center gap-2.5 py-2 last:pb-0">
          <span className={`${topic.icon} text-base text-ink-500`} />
          <span className="flex-1 text-sm font-semibold text-ink-900">{topic.label}</span>
          <span
            className={
              topic.done
                ? 'i-lucide-circle-check text-base text-mint-700'
                : 'i-lucide-circle-dashed text-base text-ink-400'
            }
          />
        </span>
      ))}
    </span>
  )
}

/** Step 2: the interview with the sample pitch, two of its three topics done. */
function InterviewSnippet() {
  return (
    <div className={snippet}>
      <SnippetHead title={process.interview.title} note={firstStartup.name} />
      <TopicRows topics={process.interview.topics} />
    </div>
  )
}

/** Step 3: the sample pitch's founders, as the analysis reads them – faces, names, roles and what it weighs. */
function TeamSnippet() {
  return (
    <div className={snippet}>
      <SnippetHead title={process.team.title} note={firstStartup.name} />
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
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-sm font-semibold text-ink-900">{angel.name}</span>
            <span className={`truncate ${meta}`}>{angel.focus}</span>
          </span>
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

/** Step 6: the first matched angel and the sample pitch's team in direct contact, and how far they are. */
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
      <TopicRows topics={process.deal.topics} />
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

/** The line behind the numbers, from one number down to the next (an `<ol>` may hold only `<li>`). */
const line = "before:absolute before:left-5 before:w-px before:bg-ink-200 before:content-['']"

/**
 * The six steps as one timeline (review 30: two columns forced into shared rows left 150 px holes under steps 2 and
 * 4, and only three steps had a product view): a number on one line from step 1 to 6, each step's text and, beside
 * it from 1024 px (under it on a phone), a small view of the product, on a grey stage from 640 px: every step the
 * same shape. The two phases are milestones on the same line.
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
      <div className="flex flex-col" data-process-timeline>
        {phases.map((phase, phaseIndex) => {
          const last = phaseIndex === phases.length - 1
          return (
            <div key={phase.label} className="flex min-w-0 flex-col">
              {/* The phase as a milestone: a dot on the line, its label above its title (review 30: on a phone one
                  label stood above its title, the other beside it). */}
              <p
                className={`relative flex items-start gap-5 pb-8 ${line} ${phaseIndex === 0 ? 'before:bottom-0 before:top-4' : 'before:inset-y-0'}`}
                data-process-phase
              >
                <span className="flex h-8 w-10 shrink-0 items-center justify-center" aria-hidden="true">
                  <span className="relative h-3 w-3 rounded-full bg-ink-400 ring-4 ring-white" />
                </span>
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
                    // From 1024 px the view fills its panel (review 30c: a 320 px mock in a 490 px panel).
                    <div
                      aria-hidden="true"
                      className="flex sm:justify-center sm:rounded-2xl sm:bg-ink-50 sm:p-6 lg:[&>*]:!max-w-none"
                      data-process-view
                    >
                      {visuals[phase.start + index]}
                    </div>
                  ),
                }))}
                start={phase.start + 1}
                look="line"
                className="flex flex-col"
                // The line runs on into the next phase's milestone; none under the very last step.
                // From 1024 px the number centred with the step's text, the line through it (it cuts the line with
                // its ring), on the last step only down to the number.
                item={`relative flex gap-5 pb-10 lg:items-center lg:pb-6 ${line} before:bottom-0 before:top-10 lg:before:top-0 ${last ? 'last:pb-0 last:before:hidden lg:last:before:block lg:last:before:bottom-1/2' : ''}`}
                ring="ring-white"
                badgeText="text-base"
                // From 1024 px the step's title and text on the left, centred against its product view on the right
                // (review 30c: two lines at the top of a 250 px row, 200 px blank under them).
                body="min-w-0 flex-1 gap-1.5 pt-1.5 lg:grid lg:grid-cols-2 lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-12 lg:gap-y-1.5 lg:pt-0 lg:[&>h3]:row-start-2 lg:[&>p]:row-start-3 lg:[&>div]:col-start-2 lg:[&>div]:row-span-4 lg:[&>div]:row-start-1 lg:[&>div]:mt-0"
                reveal
              />
            </div>
          )
        })}
      </div>
    </Section>
  )
}
