import { z } from 'zod'
import { dateAndTime, numericDayMonth, shortDate, spotlightEvent } from './event'
import type { SpotlightStage } from './timeline'
import { votingEntries } from './voting-startups'

/*
 * Wildcard voting of the Spotlight 2025. The 20 startups (data/voting-startups.ts) are
 * fictional sample entries with our own geometric logos (public/images/voting/<id>.svg). `votes` is each
 * startup's base count: votes collected before this site counted them (set them to 0 for a fresh edition).
 * The shown count is base + visitors' votes + votes credited by the team (`npm run admin -- credit`), all
 * from the database.
 *
 * The spec gives two readings of the voting end ("12.11.2025" and "ends live during the final"): we
 * show 12.11.2025 as the end of voting and announce the winner at the final on 20.11.2025.
 * Prize amounts are the original's tooltip text (the banner's placeholder amounts are not used).
 */

export const votingStartupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(40).max(160),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)).min(2),
  image: z.string().regex(/^\/images\/voting\/[a-z0-9-]+\.svg$/, 'a logo under /images/voting/'),
  votes: z.int().min(0),
  founded: z.int().min(2000).max(2025),
  location: z.string().min(1),
  founderCount: z.int().min(1).max(6),
})

export type VotingStartup = z.infer<typeof votingStartupSchema>

/** Cards show the first two tags only. */
export const SHOWN_TAGS = 2

export const votingStartups = z
  .array(votingStartupSchema)
  .length(20)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'ids are unique')
  .parse(votingEntries.map((entry) => ({ ...entry, image: `/images/voting/${entry.id}.svg` })))

/** Voting phases, from the event's dates (they were written out here a second time). */
export const votingDates = {
  kickstartEnds: shortDate(spotlightEvent.start),
  votingStarts: shortDate(spotlightEvent.start),
  votingEnds: shortDate(spotlightEvent.pitchDeadline),
  /** The vote's end with its hour („12.11.2025, 22:00 Uhr“): where the page says when counting stops. */
  votingEndsAt: dateAndTime(spotlightEvent.pitchDeadline),
  final: shortDate(spotlightEvent.final),
} as const

/** The vote's days as the pages print them: "31.10.–12.11.2025". */
export const votingPeriod = `${numericDayMonth(spotlightEvent.start)}–${votingDates.votingEnds}`

/** Prize money for the top three of the public vote (the ranking's prize panel and the spec's tooltip). */
export const votingPrizes = [
  { place: 1, label: '1. Platz', amount: '5.000\u00a0€' },
  { place: 2, label: '2. Platz', amount: '2.500\u00a0€' },
  { place: 3, label: '3. Platz', amount: '1.000\u00a0€' },
] as const

/** Extra votes for sharing the participation and tagging our account, credited by hand. */
export const KICKSTART_EXTRA_VOTES = 10

/** Why votes are not accepted right now (409 answers and the note above the read-only ranking). */
export function votingClosedMessage(stage: SpotlightStage): string {
  if (stage === 'upcoming' || stage === 'kickstart') {
    return `Das Voting startet am ${dateAndTime(spotlightEvent.start)}. Bis dahin siehst du das Ranking mit den Startwerten\u00a0– abstimmen kannst du ab dem Start.`
  }
  return `Das Voting ist am ${dateAndTime(spotlightEvent.pitchDeadline)} zu Ende gegangen\u00a0– Stimmen werden nicht mehr angenommen.`
}

/** The note above the ranking when voting is closed; after the final it names the winner. */
export function votingStatusNote(stage: SpotlightStage, leader?: { name: string; votes: string }): string | undefined {
  if (stage === 'voting') return undefined
  if (stage === 'over' && leader) {
    return `Das Voting ist beendet: Die Wildcard fürs Finale hat ${leader.name} mit ${leader.votes} gewonnen. Herzlichen Glückwunsch!`
  }
  if (stage === 'jury' || stage === 'final') {
    return `${votingClosedMessage(stage)} Die Rangliste ist vorläufig: Wir prüfen die Stimmen und verkünden die Wildcard im digitalen Finale am ${shortDate(spotlightEvent.final)}.`
  }
  return votingClosedMessage(stage)
}

/**
 * What /wildcard-voting shows in each stage: the live vote (ahead: before and while voting), the closed vote
 * with its provisional ranking (closed: jury rating and final), the published result (over: from
 * data/spotlight-results.ts).
 */
export type VotingPhase = 'ahead' | 'closed' | 'over'
export const votingPhase = (stage: SpotlightStage): VotingPhase =>
  stage === 'over' ? 'over' : stage === 'jury' || stage === 'final' ? 'closed' : 'ahead'
