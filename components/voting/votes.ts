// Vote state of the wildcard voting as the island shows it: counts and the visitor's own votes, as the
// server rendered them; a toggle shows at once and is then corrected by the server's answer.
import { formatNumber } from '../../lib/format'

export type VoteState = {
  /** Displayed vote count per startup id. */
  counts: Record<string, number>
  /** Ids the visitor has voted for. */
  voted: Record<string, boolean>
}

/** The starting state: the counts the server rendered (else each startup's own count) and the visitor's votes. */
export function initialVoteState(
  startups: readonly { id: string; votes: number }[],
  counts: Record<string, number> = {},
  mine: readonly string[] = [],
): VoteState {
  return {
    counts: Object.fromEntries(startups.map((s) => [s.id, Math.max(0, counts[s.id] ?? s.votes)])),
    voted: Object.fromEntries(mine.map((id) => [id, true])),
  }
}

/**
 * The state after the server answered a vote: its count and its word on the visitor's vote for that
 * startup. Other cards keep what they show (their own answers may still be on the way).
 */
export function applyServerVote(
  state: VoteState,
  answer: { startupId: string; voted: boolean; votes: number },
): VoteState {
  return {
    counts: { ...state.counts, [answer.startupId]: Math.max(0, answer.votes) },
    voted: { ...state.voted, [answer.startupId]: answer.voted },
  }
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

/** The sentence the live region announces after a toggle. */
export function voteAnnouncement(name: string, voted: boolean, rank: number): string {
  return voted
    ? `Stimme für ${name} abgegeben\u00a0– jetzt Platz ${rank}`
    : `Stimme für ${name} zurückgenommen\u00a0– jetzt Platz ${rank}`
}

/** "1 Stimme", "412 Stimmen", "1.204 Stimmen". */
export const votesLabel = (count: number) => `${formatNumber(count)} ${count === 1 ? 'Stimme' : 'Stimmen'}`

export const formatCount = formatNumber

/** A vote bar's width: the votes against place 1's, in whole percent (the hero's standings, the ranking's rows). */
export const shareOfLeader = (votes: number, leaderVotes: number) =>
  `${Math.round((votes / Math.max(1, leaderVotes)) * 100)}%`

/** What a position wins (the podium's prizes go by position; a tie shares its place, not its prize). */
export const prizeFor = <P extends { place: number }>(prizes: readonly P[], rank: number): P | undefined =>
  prizes.find((prize) => prize.place === rank)
