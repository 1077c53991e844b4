import { formatNumber } from '../lib/format'

// Texts the voting island (components/voting/VotingGrid.tsx) shows on /wildcard-voting.

/** „Pitch einreichen“: our redirect to the founder registration start (pages/aliases-and-redirects.ts). */
export const applyHref = '/spotlight-registration'

/** Texts inside the voting island (prize explanation, cards, announcements). */
export const votingGridCopy = {
  prizeTitle: 'Preisgeld für die Top\u00a03',
  /** One short line under the three figures (round 26: the dates stand in the hero's phases). */
  prizeText: 'Es zählt der Stand zum Voting-Ende; Platz\u00a01 zieht dazu mit der Wildcard ins Finale ein.',
  prizeTrigger: 'Preisgelder ansehen',
  prizeListLabel: 'Preisgelder im Wildcard-Voting',
  totalLabel: 'Stimmen insgesamt',
  /** The column heads of the ranking's rows (each count keeps the word for screen readers). */
  placeHead: 'Platz',
  startupHead: 'Startup',
  categoryHead: 'Branche',
  tagsHead: 'Schwerpunkte',
  votesHead: 'Stimmen',
  /** A shared place: read at the rank, which shows „6=“. */
  tiedLabel: 'gleichauf',
  listLabel: 'Ranking des Wildcard-Votings',
  /** The search above the ranking (a share link names a startup: find it without scrolling through twenty). */
  searchLabel: 'Startup suchen',
  searchPlaceholder: 'Startup, Stadt oder Branche',
  /** After the count: „3 Treffer“. */
  searchFound: 'Treffer',
  searchNone: 'Kein Startup passt zu deiner Suche.',
  searchReset: 'Suche zurücksetzen',
  /** The dialog of the e-mail step, opened by the first heart that waits for it. */
  confirmTitle: 'Noch ein Schritt, dann zählt dein Herz',
  confirmSentTitle: 'Schau in dein Postfach',
  confirmClose: 'Schließen',
  confirmDone: 'Fertig',
  founded: 'Gegründet',
}

/**
 * The podium's words (imported by the card itself, not passed as island props: a function does not serialize):
 * place 1's label, the word beside each card's prize, place 1's lead over place 2 from the live counts.
 */
export const podiumCopy = {
  wildcardLabel: 'Wildcard',
  prizeWord: 'Preisgeld',
  leadLabel: (lead: number) =>
    lead === 0
      ? 'Gleichstand an der Spitze'
      : `${formatNumber(lead)}\u00a0${lead === 1 ? 'Stimme' : 'Stimmen'} vor Platz\u00a02`,
}
