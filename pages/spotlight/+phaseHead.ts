import { shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { finalWinner } from '../../data/spotlight-results'
import type { TimelineState } from '../../data/timeline'
import type { PhaseHead } from '../../renderer/types'

// /spotlight's title and description once applications have closed (before that, +config.ts's call to apply).

const { name } = spotlightEvent
const final = shortDate(spotlightEvent.final)
const top = `Top\u00a0${spotlightFigures.finalists}`

export default function phaseHead(time: TimelineState): PhaseHead {
  switch (time.spotlight) {
    case 'jury':
      return {
        description: `${name}: Die Einreichung ist beendet, die Jury bewertet die Video-Pitches. Im digitalen Finale am ${final} pitchen die ${top} und die Wildcard.`,
      }
    case 'final':
      return {
        description: `${name}: Das digitale Finale läuft\u00a0– die ${top} der Jury und die Wildcard der Community pitchen heute vor ${spotlightFigures.angels} Business Angels.`,
      }
    case 'over':
      return {
        title: `${name}: die Ergebnisse`,
        description: `${name}: ${finalWinner.name} gewann das digitale Finale am ${final}. Alle Ergebnisse\u00a0– die ${top}, die Wildcard, die Gewinner des Votings.`,
      }
    default:
      return {}
  }
}
