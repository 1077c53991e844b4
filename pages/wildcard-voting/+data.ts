import type { PageContextServer } from 'vike/types'
import { votingOpen } from '../../data/timeline'

// /wildcard-voting's live data: the counts as shown, read through the data access the server passes in
// (`pageContext.services.votes`, server/plugins/votes.ts), so the page imports no server code. The page is
// the same for every visitor (+config.ts `liveData`: shared for 2 s); a visitor's own hearts come from
// GET /api/votes/mine after hydration.
export async function data(pageContext: PageContextServer) {
  return {
    /** Count per startup id: base count + counted votes + credited votes. */
    counts: await pageContext.services.votes.counts(),
    /** Votes are accepted (the voting phase). */
    open: votingOpen(pageContext.time),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
