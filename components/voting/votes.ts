// Vote state of the wildcard voting: the visitor's own votes live in page memory only (spec 001 §4).

export type VoteState = {
  /** Displayed vote count per startup id. */
  counts: Record<string, number>
  /** Ids the visitor has voted for in this page view. */
  voted: Record<string, boolean>
}

export type Ranked<T> = { startup: T; votes: number; rank: number }

/** The starting state: the published counts, no own votes. */
export function initialVoteState(startups: readonly { id: string; votes: number }[]): VoteState {
  return { counts: Object.fromEntries(startups.map((s) => [s.id, Math.max(0, s.votes)])), voted: {} }
}

/** The heart: adds the visitor's vote (+1) or takes it back (−1); a count never drops below 0. */
export function toggleVote(state: VoteState, id: string): VoteState {
  const current = state.counts[id] ?? 0
  const voting = !state.voted[id]
  return {
    counts: { ...state.counts, [id]: voting ? current + 1 : Math.max(0, current - 1) },
    voted: { ...state.voted, [id]: voting },
  }
}

/**
 * Startups by descending votes; ties keep the order of `startups` (Array.prototype.sort is stable),
 * so a tie never makes cards jump. Ranks are positions 1…n.
 */
export function rankStartups<T extends { id: string }>(
  startups: readonly T[],
  votes: Record<string, number>,
): Ranked<T>[] {
  return startups
    .map((startup) => ({ startup, votes: Math.max(0, votes[startup.id] ?? 0) }))
    .sort((a, b) => b.votes - a.votes)
    .map((entry, index) => ({ ...entry, rank: index + 1 }))
}

/** The sentence the live region announces after a toggle. */
export function voteAnnouncement(name: string, voted: boolean, rank: number): string {
  return voted
    ? `Stimme für ${name} abgegeben – jetzt Platz ${rank}`
    : `Stimme für ${name} zurückgenommen – jetzt Platz ${rank}`
}

const numberFormat = new Intl.NumberFormat('de-DE')

/** "1 Stimme", "412 Stimmen", "1.204 Stimmen". */
export const votesLabel = (count: number) => `${numberFormat.format(count)} ${count === 1 ? 'Stimme' : 'Stimmen'}`

export const formatCount = (count: number) => numberFormat.format(count)
