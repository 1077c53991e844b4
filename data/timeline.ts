import { launch, scoutProgramme, spotlightEvent } from './event'

/*
 * Where the site stands on the timeline of data/event.ts at a given instant. Pages render from this
 * state, never from the clock itself, so rendered HTML can be cached per state: it is correct for every
 * visitor until the next boundary passes.
 */

/** Spotlight edition: before applications open, kickstart, voting, jury rating, live final, over. */
export type SpotlightStage = 'upcoming' | 'kickstart' | 'voting' | 'jury' | 'final' | 'over'
export type LaunchStage = 'prelaunch' | 'launched'

/** A text for each launch stage, as the copy files write them (`perLaunch({ prelaunch: …, launched: … })`). */
export const perLaunch = (texts: Record<LaunchStage, string>) => texts
export type ScoutStage = 'upcoming' | 'open' | 'closed'

export type TimelineState = {
  spotlight: SpotlightStage
  launch: LaunchStage
  scouts: ScoutStage
  /** Calendar year in Germany (footer). */
  year: number
}

const at = (iso: string) => Date.parse(iso)

/** Each stage begins at its instant; the list is in time order. */
const spotlightStages: [SpotlightStage, number][] = [
  ['kickstart', at(spotlightEvent.applicationsOpen)],
  ['voting', at(spotlightEvent.start)],
  ['jury', at(spotlightEvent.pitchDeadline)],
  ['final', at(spotlightEvent.final)],
  ['over', at(spotlightEvent.end)],
]

/** The Spotlight stages in time order. */
const spotlightStageOrder: readonly SpotlightStage[] = ['upcoming', ...spotlightStages.map(([stage]) => stage)]

/** Where a step of the edition stands: running now, past, or still ahead. */
export type StepStatus = 'done' | 'current' | 'next'

/**
 * Where a step that runs in the stages `runs` stands in `stage`: current while it runs, done from `doneFrom` (a date
 * that runs in no stage of its own says when it is past) or else once its last stage is over, next before that.
 */
export function stepStatusIn(
  stage: SpotlightStage,
  runs: readonly SpotlightStage[],
  doneFrom?: SpotlightStage,
): StepStatus {
  if (runs.includes(stage)) return 'current'
  const position = (of: SpotlightStage) => spotlightStageOrder.indexOf(of)
  const past = doneFrom ? position(doneFrom) : Math.max(...runs.map(position)) + 1
  return position(stage) >= past ? 'done' : 'next'
}

const stageAt = <S extends string>(first: S, stages: [S, number][], now: number): S => {
  let stage = first
  for (const [name, start] of stages) if (now >= start) stage = name
  return stage
}

const berlinYear = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', year: 'numeric' })

export function timelineState(now: number): TimelineState {
  return {
    spotlight: stageAt('upcoming', spotlightStages, now),
    launch: now >= at(launch.date) ? 'launched' : 'prelaunch',
    scouts: stageAt<ScoutStage>(
      'upcoming',
      [
        ['open', at(scoutProgramme.start)],
        ['closed', at(scoutProgramme.deadline) + 1000],
      ],
      now,
    ),
    year: Number(berlinYear.format(now)),
  }
}

/** Every instant at which the state changes, in order (the year changes at midnight in Germany). */
const fixedBoundaries = [
  ...new Set([
    ...spotlightStages.map(([, start]) => start),
    at(launch.date),
    at(scoutProgramme.start),
    at(scoutProgramme.deadline) + 1000,
  ]),
].sort((a, b) => a - b)

const boundaries = (year: number) => [...fixedBoundaries, at(`${year + 1}-01-01T00:00:00+01:00`)].sort((a, b) => a - b)

/** The next instant after `now` at which timelineState changes. */
export function nextBoundary(now: number): number {
  const year = timelineState(now).year
  return boundaries(year).find((instant) => instant > now) ?? Number.POSITIVE_INFINITY
}

/**
 * One instant inside each distinct state of the timeline (before the first boundary, between each two,
 * after the last): what build steps and tests render to see every phase.
 */
export function timelineSamples(): { at: string; state: TimelineState }[] {
  const DAY = 86_400_000
  const fixed = fixedBoundaries
  const instants = [fixed[0]! - DAY, ...fixed.slice(1).map((end, i) => (fixed[i]! + end) / 2), fixed.at(-1)! + DAY]
  return instants.map((instant) => ({ at: new Date(instant).toISOString(), state: timelineState(instant) }))
}

/** A short key naming the state, for caches. */
export const timelineKey = (state: TimelineState) => `${state.spotlight}.${state.launch}.${state.scouts}.${state.year}`

/** Is the Spotlight call to apply open (applications accepted)? */
export const applicationsOpen = (state: TimelineState) =>
  state.spotlight === 'kickstart' || state.spotlight === 'voting'
/** Is the edition running now (applications, voting or the final): its status shows a live dot. */
export const spotlightLive = (state: TimelineState) =>
  state.spotlight === 'kickstart' || state.spotlight === 'voting' || state.spotlight === 'final'
/** Is the public wildcard voting open? */
export const votingOpen = (state: TimelineState) => state.spotlight === 'voting'

/** Voting has not ended yet (it is coming or open): the page explains how a vote counts. */
export const votingAhead = (state: TimelineState) =>
  state.spotlight === 'upcoming' || state.spotlight === 'kickstart' || state.spotlight === 'voting'

/**
 * Sign-ups that belong to an edition (network partners, jury, corporate partners) are open until the pitch
 * deadline, closed while the jury rates and the final runs, and over once the edition has ended.
 */
export type EditionWindow = 'open' | 'closed' | 'over'
export const editionWindow = (state: TimelineState): EditionWindow =>
  state.spotlight === 'over' ? 'over' : state.spotlight === 'jury' || state.spotlight === 'final' ? 'closed' : 'open'
