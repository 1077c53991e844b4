import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { MatchChip } from '../../components/demo-card/MatchChip'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { NumberedList } from '../../components/ui/NumberedList'
import { SampleCaption } from '../../components/ui/SampleView'
import { Section, SectionHeading } from '../../components/ui/Section'
import { angels } from '../../data/angels'
import { StatusBadge } from './CohortSection'
import { cohortView, process } from './copy'

/**
 * How it works: the heading with its intro beside it (the site's `beside` heading), under it the demo card (what an
 * angel sees of the startups; it opens on the sample pitch nearest step 3's startup, see `process.demoLead`) beside
 * the three steps, each with a small panel of what the programme sees at that step, in the hero dashboard's style:
 * the invite link, the cohort's pitches, one startup of the cohort and the angels the matching found for it (review
 * 31: the third panel repeated two hero rows). From 1024 px the phone is a size smaller (~555 px high), starts on
 * step 1's line and stays in view 120 px under the top while the steps scroll past (review 31b: centred against the
 * steps, it left ~250 px empty under the heading and under itself); on a phone it stands a size smaller after step 3
 * (review 31: between steps 2 and 3 it broke the steps' line).
 */
export function ProcessSection() {
  const visuals = [<InvitePanel key="invite" />, <PitchesPanel key="pitches" />, <MatchesPanel key="matches" />]
  const items = process.steps.map((step, index) => ({ ...step, visual: visuals[index] }))
  // From 1024 px one grid for heading and steps (review 30c: the intro began at x≈775, on no column's edge): the
  // phone's column (320 px), the gap, the numbers' column, the steps' text. The heading spans the first three, the
  // intro starts where the steps' text starts.
  return (
    <Section id="ablauf" labelledBy="ablauf-titel" spacing="pb-16 pt-0 sm:py-24">
      <div
        className="grid grid-cols-1 gap-y-10 lg:grid-cols-[320px_80px_60px_minmax(0,1fr)] lg:grid-rows-[auto_auto]"
        data-process
      >
        <SectionHeading
          id="ablauf-titel"
          copy={{ eyebrow: process.eyebrow, title: process.title }}
          className="gap-4 lg:col-span-3"
        />
        <p className="lead -mt-6 lg:col-start-4 lg:mt-0 lg:self-end" data-process-intro>
          {process.intro}
        </p>
        <NumberedList
          items={items}
          look="line"
          className="flex flex-col gap-10 lg:col-span-2 lg:col-start-3 lg:row-start-2 lg:mt-4"
          item="relative flex gap-5 before:absolute before:-bottom-10 before:left-5 before:top-10 before:w-px before:bg-ink-200 before:content-[''] last:before:hidden"
          ring="ring-white"
          badgeText="text-base"
          body="min-w-0 flex-1 gap-2 [&>*]:[text-wrap:pretty]"
          reveal
        />
        <div
          id="demo"
          className="mx-auto w-full max-w-[300px] scroll-mt-24 lg:sticky lg:top-[120px] lg:col-start-1 lg:row-start-2 lg:mx-0 lg:mt-4 lg:w-[340px] lg:max-w-none lg:self-start lg:[zoom:0.94]"
          data-process-phone
        >
          <DemoCardBlock lead={process.demoLead} />
        </div>
      </div>
    </Section>
  )
}

/** A small white panel like the hero's dashboard: a caption over a body, a 1 px edge, no shadow of its own. */
const panel = 'm-0 overflow-hidden rounded-2xl bg-white text-ink-900 ring-1 ring-ink-200'

/** The panel's caption: an ink icon (magenta is for actions), its bold title, the sample chip where it shows startups. */
function Caption({ icon, title, sample }: { icon: string; title: string; sample?: boolean }) {
  return (
    <SampleCaption
      title={title}
      sample={sample ? cohortView.sample : undefined}
      icon={icon}
      iconTone="text-ink-700"
      className="border-b border-ink-200 px-4 py-3 text-sm"
    />
  )
}

/** Step 1: the partner access, its invite link shared with the cohort and the alumni. */
function InvitePanel() {
  const { invite, audiences } = process.views
  return (
    <figure className={panel} data-process-view="invite">
      <Caption icon="i-lucide-building-2" title={invite.title} />
      <div className="flex flex-col gap-3 p-4">
        <p className="flex items-center gap-3 rounded-xl bg-ink-50 py-2 pl-3 pr-2 text-sm">
          <span className="i-lucide-link shrink-0 text-base text-ink-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 leading-snug text-ink-800">{invite.link}</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-900 ring-1 ring-ink-200">
            <span className="i-lucide-share-2 text-sm" aria-hidden="true" />
            {invite.share}
          </span>
        </p>
        <ul className="flex flex-wrap gap-2">
          {audiences.map((audience) => (
            <li key={audience} className="chip">
              <span className="i-lucide-users text-sm" aria-hidden="true" />
              {audience}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  )
}

/** Step 2: the cohort's pitches (the hero dashboard's sample startups). */
function PitchesPanel() {
  return (
    <figure className={panel} data-process-view="pitches">
      <Caption icon="i-lucide-clapperboard" title={process.views.pitches} sample />
      <ul className="grid gap-x-4 gap-y-3 p-4 sm:grid-cols-2">
        {cohortView.startups.map((startup) => (
          <li key={startup.name} className="flex min-w-0 items-center gap-3">
            <span
              className="flex h-10 w-8 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-white"
              aria-hidden="true"
            >
              <span className="i-lucide-play text-sm" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-semibold">{startup.name}</span>
              <span className="truncate text-xs text-ink-600">{startup.sector}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

/** Step 3's angels with their names and faces (data/angels.ts), in the order of their scores. */
const matchedAngels = process.match.angels.map((match) => {
  const angel = angels.find((candidate) => candidate.id === match.id)
  if (!angel?.revealed) throw new Error(`pages/accelerator/copy.ts: no revealed angel "${match.id}" in data/angels.ts`)
  return { ...match, name: angel.name, image: angel.image }
})

/**
 * Step 3: one startup of the hero's cohort, in talks, and the angels the matching puts first for it: a face, the
 * name, what matched (the angel's focus, the startup's phase) and the score (the home page's match chip).
 */
function MatchesPanel() {
  const startup = cohortView.startups.find((candidate) => candidate.name === process.match.startup)
  if (!startup) throw new Error(`pages/accelerator/copy.ts: no startup "${process.match.startup}" in the cohort`)
  const phase = startup.sector.split(' · ').at(-1) ?? ''
  return (
    <figure className={panel} data-process-view="matches">
      <Caption icon="i-lucide-sparkles" title={process.views.matches} sample />
      <p className="flex items-center justify-between gap-3 bg-ink-50 px-4 py-3">
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">{startup.name}</span>
          <span className="truncate text-xs text-ink-600">{startup.sector}</span>
        </span>
        <StatusBadge startup={startup} />
      </p>
      <ul className="divide-y divide-ink-100" data-process-angels>
        {matchedAngels.map((angel) => (
          <li key={angel.id} className="flex items-center gap-3 px-4 py-3">
            <PersonPhoto name={angel.name} src={angel.image} size={40} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-semibold">{angel.name}</span>
              <span className="truncate text-xs text-ink-600">{`${angel.focus} · ${phase}`}</span>
            </span>
            <MatchChip score={angel.score} tone="light" />
          </li>
        ))}
      </ul>
    </figure>
  )
}
