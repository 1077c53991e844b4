// The wildcard ranking, one implementation for the site, its island and `npm run admin -- ranking`.

/**
 * `rank` is the position (1…n: the podium's three cards, the prizes' order); `place` is what the ranking shows, shared
 * by startups with the same count (two with 187 votes both read „6“, the next one „8“); `tied`: another startup shares it
 * (the ranking says „gleichauf“).
 */
export type Ranked<T> = { startup: T; votes: number; rank: number; place: number; tied: boolean }

/**
 * The counts as shown: each startup's base count (votes collected before this site counted them) plus
 * what the database holds (counted votes and the team's credits), never below 0.
 */
export function shownCounts(
  startups: readonly { id: string; votes: number }[],
  fromDb: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(startups.map((s) => [s.id, Math.max(0, s.votes + (fromDb[s.id] ?? 0))]))
}

/**
 * Startups by descending votes; ties keep the order of `startups` (Array.prototype.sort is stable),
 * so a tie never makes cards jump.
 */
export function rankStartups<T extends { id: string }>(
  startups: readonly T[],
  votes: Record<string, number>,
): Ranked<T>[] {
  return startups
    .map((startup) => ({ startup, votes: Math.max(0, votes[startup.id] ?? 0) }))
    .sort((a, b) => b.votes - a.votes)
    .map((entry, index, all) => ({
      ...entry,
      rank: index + 1,
      place: all.findIndex((other) => other.votes === entry.votes) + 1,
      tied: all.some((other, at) => at !== index && other.votes === entry.votes),
    }))
}
