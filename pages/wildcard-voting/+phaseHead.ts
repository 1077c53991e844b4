import { shortDate, spotlightEvent } from '../../data/event'
import { wildcardWinner } from '../../data/spotlight-results'
import type { TimelineState } from '../../data/timeline'
import { votingPhase, votingPrizes, votingStartups } from '../../data/voting'
import { formatNumber } from '../../lib/format'
import type { PhaseHead } from '../../renderer/types'

// /wildcard-voting's title and description once the vote has closed (before that, +config.ts's call to vote).

const { name } = spotlightEvent
const final = shortDate(spotlightEvent.final)
const votes = `${formatNumber(wildcardWinner.votes)}\u00a0Stimmen`

export default function phaseHead(time: TimelineState): PhaseHead {
  switch (votingPhase(time.spotlight)) {
    case 'closed':
      return {
        title: `Wildcard-Voting ${name}: vorläufiges Ergebnis`,
        description: `Das Wildcard-Voting von ${name} ist beendet: die vorläufige Rangliste der ${votingStartups.length} Startups. Die Wildcard fürs Finale verkünden wir am ${final}.`,
      }
    case 'over':
      return {
        title: `Wildcard-Voting ${name}: das Endergebnis`,
        description: `Das Endergebnis des Wildcard-Votings von ${name}: ${wildcardWinner.startup.name} gewann mit ${votes} die Wildcard fürs Finale, die Top\u00a0${votingPrizes.length} Preisgeld.`,
      }
    default:
      return {}
  }
}
